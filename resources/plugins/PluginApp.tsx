import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import type { VelaDataProvider } from '@dataProvider/index';
import type { PluginMeta } from '@dataProvider/verbs/plugins';
import { useQuery } from '@tanstack/react-query';
import type { ResourceDeclaration } from '@dataProvider/declared/declaration';
import { EmptyState, ErrorState, LoadingBlock, PanelBoundary } from '@src/common/kit';
import { DeclaredList } from '@src/common/kit/declared/DeclaredList';
import { useMenuPlugins } from '@src/layout/navigation/useNavigation';
import { useContributions } from '@src/registry/contributions';
import { LinkBase, useCanAccess, useDataProvider, useParams, useTranslate } from 'react-admin';
import { PluginLogo } from './PluginLogo';
import { PluginModuleLoaded } from './PluginModuleLoaded';

/** /plugins/{id}/{name}: a resource the plugin declares, built by the console like its own. */
const ContributedResource = ({
  declarations,
  name,
}: {
  declarations: ResourceDeclaration[];
  name: string;
}) => {
  const contributions = useContributions();
  contributions.contribute(declarations);
  const declaration = contributions.declaration(name);
  return declaration ? (
    <DeclaredList declaration={declaration} headingLevel={2} showLinks={false} />
  ) : (
    <EmptyState text="resources.plugins.noRootPage" />
  );
};

/** Only app-page plugins have pages; a definition plugin's module holds form parts. */
const PluginRoot = ({ meta }: { meta: PluginMeta }) => {
  const subPath = useParams()['*'] ?? '';
  if (meta.type !== 'page-app') return <EmptyState text="resources.plugins.noRootPage" />;
  return (
    <PluginModuleLoaded meta={meta} height={240}>
      {({ root: Root, resources }) =>
        resources.some(({ name }) => name === subPath) ? (
          <PanelBoundary name={meta.name}>
            <ContributedResource declarations={resources} name={subPath} />
          </PanelBoundary>
        ) : Root ? (
          <PanelBoundary name={meta.name}>
            <Root meta={meta} basename={`/plugins/${meta.id}`} />
          </PanelBoundary>
        ) : (
          <EmptyState text="resources.plugins.noRootPage" />
        )
      }
    </PluginModuleLoaded>
  );
};

/** A disabled plugin's page has left the console; who manages plugins is led to its settings. */
const PluginDisabled = ({ id, managing }: { id: string; managing: boolean }) => {
  const translate = useTranslate();
  const action = managing ? (
    <Button component={LinkBase} to={`/manage/plugins/${encodeURIComponent(id)}/config`} variant="outlined">
      {translate('resources.plugins.action.config')}
    </Button>
  ) : undefined;
  return <EmptyState text="resources.plugins.disabledPage" action={action} />;
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
  // The list the navigation reads its menus from: enabling a plugin brings its page back at once.
  const enabledPlugins = useMenuPlugins();
  const meta = useQuery({
    queryKey: ['plugins', 'meta', pluginId, withSettings],
    queryFn: (): Promise<PluginMeta> =>
      withSettings
        ? dataProvider.managedPlugin(pluginId, ERROR_SHOWN_BY_PAGE)
        : dataProvider.pluginMeta(pluginId, ERROR_SHOWN_BY_PAGE),
    enabled: !managing.isPending,
  });
  const failed = [
    { query: meta, title: 'resources.plugins.unknownPlugin' },
    { query: enabledPlugins, title: 'resources.plugins.loadFailed' },
  ].find(({ query }) => query.error);
  if (failed) {
    return (
      <ErrorState
        error={failed.query.error}
        title={failed.title}
        onRetry={() => failed.query.refetch()}
        retrying={failed.query.isFetching}
      />
    );
  }
  if (!meta.data || !enabledPlugins.data) {
    return <LoadingBlock label="resources.plugins.loading" height={240} />;
  }
  // The enabled list holds app-page plugins only; any other kind has no page to withhold.
  const enabled =
    meta.data.type !== 'page-app' || enabledPlugins.data.some((plugin) => plugin.id === pluginId);
  return (
    <Box>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <PluginLogo name={meta.data.name} path={meta.data.info?.logos?.small} size={40} />
        <Typography variant="h5" component="h1">
          {meta.data.name}
        </Typography>
      </Stack>
      {enabled ? <PluginRoot meta={meta.data} /> : <PluginDisabled id={pluginId} managing={withSettings} />}
    </Box>
  );
};
