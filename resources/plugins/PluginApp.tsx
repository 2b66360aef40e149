import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import type { VelaDataProvider } from '@dataProvider/index';
import type { PluginMeta } from '@dataProvider/verbs/plugins';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingBlock, PanelBoundary } from '@src/common/kit';
import { useCanAccess, useDataProvider, useLocaleState, useParams } from 'react-admin';
import { PluginLogo } from './PluginLogo';
import { PluginModuleLoaded } from './PluginModuleLoaded';

/** Only app-page plugins have pages; a definition plugin's module holds form parts. */
const PluginRoot = ({ meta }: { meta: PluginMeta }) => {
  const [locale] = useLocaleState();
  if (meta.type !== 'page-app') return <EmptyState text="resources.plugins.noRootPage" />;
  return (
    <PluginModuleLoaded meta={meta} height={240}>
      {({ root: Root }) =>
        Root ? (
          <PanelBoundary name={meta.name}>
            <Root meta={meta} basename={`/plugins/${meta.id}`} locale={locale} />
          </PanelBoundary>
        ) : (
          <EmptyState text="resources.plugins.noRootPage" />
        )
      }
    </PluginModuleLoaded>
  );
};

/**
 * /plugins/{pluginId}/…: the app page a plugin contributes, rendered by the plugin's own module. Who
 * may read the plugin's management hands the page its settings too (jsonSetting); others, its public
 * description.
 */
export const PluginApp = () => {
  const { pluginId = '' } = useParams<{ pluginId: string }>();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const managing = useCanAccess({ action: 'detail', resource: 'managePlugin:*' });
  const withSettings = managing.canAccess === true;
  const meta = useQuery({
    queryKey: ['plugins', 'meta', pluginId, withSettings],
    queryFn: (): Promise<PluginMeta> =>
      withSettings
        ? dataProvider.managedPlugin(pluginId, ERROR_SHOWN_BY_PAGE)
        : dataProvider.pluginMeta(pluginId, ERROR_SHOWN_BY_PAGE),
    enabled: !managing.isPending,
  });
  if (meta.error) {
    return (
      <ErrorState
        error={meta.error}
        title="resources.plugins.unknownPlugin"
        onRetry={() => meta.refetch()}
        retrying={meta.isFetching}
      />
    );
  }
  if (meta.isPending) return <LoadingBlock label="resources.plugins.loading" height={240} />;
  return (
    <Box>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <PluginLogo name={meta.data.name} path={meta.data.info?.logos?.small} size={40} />
        <Typography variant="h5" component="h1">
          {meta.data.name}
        </Typography>
      </Stack>
      <PluginRoot meta={meta.data} />
    </Box>
  );
};
