import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { LinkBase, useTranslate } from 'react-admin';
import type { Navigation } from './useNavigation';

const WIDTH = 220;

/** The menus of the current workspace (or of the first one, on pages outside every workspace). */
export const SideNav = ({ workspaces, active }: Navigation) => {
  const translate = useTranslate();
  const workspace = workspaces.find(({ name }) => name === active?.workspace) ?? workspaces[0];
  if (!workspace) return null;
  return (
    <Paper
      component="nav"
      square
      elevation={0}
      aria-label={translate(workspace.labelKey)}
      sx={{ width: WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}
    >
      <List>
        {workspace.menus.map(({ key, labelKey, to, icon: Icon }) => {
          const current = active?.menu === key;
          return (
            <ListItem key={key} disablePadding>
              <ListItemButton
                component={LinkBase}
                to={to}
                selected={current}
                aria-current={current ? 'page' : undefined}
              >
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={translate(labelKey)} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
};
