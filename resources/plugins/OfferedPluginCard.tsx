import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AddonPlugin } from '@dataProvider/verbs/plugins';
import { ExternalLink } from '@src/common/ExternalLink';
import { StatusChip } from '@src/common/kit';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { PluginLogo } from './PluginLogo';
import { PLUGIN_ENABLE_ACCESS, usePluginActions } from './usePluginActions';

/** A plugin an addon offers that is not installed: where it comes from, and Install. */
export const OfferedPluginCard = ({ plugin }: { plugin: AddonPlugin }) => {
  const translate = useTranslate();
  const actions = usePluginActions();
  const [installing, setInstalling] = useState(false);
  const { canAccess } = useCanAccess(PLUGIN_ENABLE_ACCESS);
  const headingId = `offered-plugin-${plugin.id}`;
  const install = async () => {
    setInstalling(true);
    try {
      await actions.install(plugin.id, plugin.url);
    } catch {
      // The API error toaster has reported the refusal.
    } finally {
      setInstalling(false);
    }
  };
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
          <PluginLogo name={plugin.id} size={48} />
          <div>
            <Typography id={headingId} variant="h6" component="h2">
              {plugin.id}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.plugins.offeredBy', { addon: plugin.addon })}
            </Typography>
          </div>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <StatusChip label="resources.plugins.status.notInstalled" tone="neutral" />
        </Stack>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {translate('resources.plugins.package')}: <ExternalLink address={plugin.url} />
        </Typography>
      </CardContent>
      {canAccess && (
        <CardActions>
          <Button
            size="small"
            loading={installing}
            aria-label={translate('resources.plugins.action.installOf', { name: plugin.id })}
            onClick={install}
          >
            {translate('resources.plugins.action.install')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
};
