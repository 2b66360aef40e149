import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { templatePath, type ConfigTemplate } from './config';
import { templateIcon } from './templateIcon';

interface Props {
  templates: ConfigTemplate[];
  current: string;
}

/** The left menu of the configs pages: one link per config template, with the icon of its kind. */
export const TemplateMenu = ({ templates, current }: Props) => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="nav"
      aria-labelledby={headingId}
      sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0 }}
    >
      <Typography
        id={headingId}
        variant="subtitle2"
        component="h2"
        color="text.secondary"
        sx={{ px: 2, pt: 1.5 }}
      >
        {translate('resources.configs.templates')}
      </Typography>
      <List dense>
        {templates.map((template) => {
          const Icon = templateIcon(template.name);
          const selected = template.name === current;
          return (
            <ListItem key={template.name} disablePadding>
              <ListItemButton
                component={LinkBase}
                to={templatePath(template.name)}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
              >
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={template.alias || template.name} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
};
