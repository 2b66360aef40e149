import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ManagedPlugin } from '@dataProvider/verbs/plugins';
import { ConfirmButton } from '@src/common/kit';
import type { ReactNode } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PluginLogo } from './PluginLogo';
import { PluginStatus } from './PluginStatus';
import { PLUGIN_ENABLE_ACCESS, usePluginActions } from './usePluginActions';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
};

/** Name, description, version, author and status; Uninstall for a plugin that was installed. */
export const PluginConfigHeader = ({ plugin }: { plugin: ManagedPlugin }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const actions = usePluginActions();
  const uninstall = async () => {
    await actions.uninstall(plugin.id);
    navigate('/manage/plugins');
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mb: 3 }}>
      <Stack direction="row" spacing={2} sx={{ flex: 1, minWidth: 0 }}>
        <PluginLogo name={plugin.name} path={plugin.info?.logos?.large} size={80} />
        <Box sx={{ minWidth: 0 }}>
          <Breadcrumbs aria-label={translate('resources.plugins.title')}>
            <Link component={LinkBase} to="/manage/plugins" underline="hover" color="inherit">
              {translate('resources.plugins.title')}
            </Link>
            <Typography variant="h5" component="h1" color="text.primary">
              {plugin.name}
            </Typography>
          </Breadcrumbs>
          <Typography color="text.secondary">
            {plugin.info?.description || translate('resources.plugins.noDescription')}
          </Typography>
        </Box>
      </Stack>
      <Stack spacing={1} alignItems={{ md: 'flex-end' }}>
        <Stack direction="row" spacing={3}>
          <Fact label="resources.plugins.fields.version">{plugin.info?.version}</Fact>
          <Fact label="resources.plugins.fields.author">
            {plugin.info?.author?.name || translate('resources.plugins.unknownAuthor')}
          </Fact>
          <Fact label="resources.plugins.fields.status">
            <PluginStatus enabled={plugin.enabled} />
          </Fact>
        </Stack>
        {plugin.class === 'external' && (
          <ConfirmButton
            label="resources.plugins.action.uninstall"
            confirmTitle={translate('resources.plugins.confirm.uninstallTitle', { name: plugin.name })}
            confirmText="resources.plugins.confirm.uninstall"
            access={PLUGIN_ENABLE_ACCESS}
            onConfirm={uninstall}
          />
        )}
      </Stack>
    </Stack>
  );
};
