import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ManagedPlugin } from '@dataProvider/verbs/plugins';
import { LinkBase, useTranslate } from 'react-admin';
import { PluginLogo } from './PluginLogo';
import { PluginStatus } from './PluginStatus';
import { PluginToggle } from './PluginToggle';

/** One installed plugin: what it is, whether it is on, its config page and the switch. */
export const PluginCard = ({ plugin }: { plugin: ManagedPlugin }) => {
  const translate = useTranslate();
  const headingId = `plugin-${plugin.id}`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
          <PluginLogo name={plugin.name} path={plugin.info?.logos?.small} size={48} />
          <div>
            <Typography id={headingId} variant="h6" component="h2">
              {plugin.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {plugin.id} · {plugin.info?.version}
            </Typography>
          </div>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <PluginStatus enabled={plugin.enabled} />
        </Stack>
        <Typography variant="body2">
          {plugin.info?.description || translate('resources.plugins.noDescription')}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          size="small"
          component={LinkBase}
          to={`/manage/plugins/${encodeURIComponent(plugin.id)}/config`}
          aria-label={translate('resources.plugins.action.configOf', { name: plugin.name })}
        >
          {translate('resources.plugins.action.config')}
        </Button>
        <PluginToggle plugin={plugin} />
      </CardActions>
    </Card>
  );
};
