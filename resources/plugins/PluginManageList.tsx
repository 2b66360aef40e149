import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import type { VelaDataProvider } from '@dataProvider/index';
import type { ManagedPlugin } from '@dataProvider/verbs/plugins';
import { useQuery } from '@tanstack/react-query';
import { AddonTabs } from '@resources/addons';
import { EmptyState, ErrorState, ListHeading, LoadingBlock } from '@src/common/kit';
import { Suspense } from 'react';
import { useCanAccess, useDataProvider } from 'react-admin';
import { OfferedPluginCard } from './OfferedPluginCard';
import { PluginCard } from './PluginCard';
import { ADDON_PLUGINS_QUERY, MANAGED_PLUGINS_QUERY } from './usePluginActions';

/** Enabled plugins first, then by name. */
const byStatusThenName = (a: ManagedPlugin, b: ManagedPlugin) =>
  Number(b.enabled) - Number(a.enabled) || a.name.localeCompare(b.name);

/** The plugins the addons offer that are not installed; none for who may not list addons. */
function useOfferedPlugins(installed: ManagedPlugin[] | undefined) {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const { canAccess } = useCanAccess({ action: 'list', resource: 'addon:*' });
  const offered = useQuery({
    queryKey: ADDON_PLUGINS_QUERY,
    queryFn: () => dataProvider.listAddonPlugins(ERROR_SHOWN_BY_PAGE),
    enabled: canAccess === true,
  });
  const installedIds = new Set(installed?.map(({ id }) => id));
  return { ...offered, plugins: (offered.data ?? []).filter(({ id }) => !installedIds.has(id)) };
}

/**
 * /manage/plugins: the installed plugins as cards, each with its status, config page and switch, then
 * the plugins the addons offer, to install.
 */
export const PluginManageList = () => {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const plugins = useQuery({
    queryKey: MANAGED_PLUGINS_QUERY,
    queryFn: () => dataProvider.listManagedPlugins(ERROR_SHOWN_BY_PAGE),
  });
  const offered = useOfferedPlugins(plugins.data);
  let body;
  if (plugins.error) {
    body = (
      <ErrorState
        error={plugins.error}
        title="resources.plugins.loadFailed"
        onRetry={() => plugins.refetch()}
        retrying={plugins.isFetching}
      />
    );
  } else if (plugins.isPending) {
    body = <LoadingBlock label="resources.plugins.loading" height={180} />;
  } else if (plugins.data.length === 0 && offered.plugins.length === 0) {
    body = <EmptyState text="resources.plugins.empty" />;
  } else {
    body = (
      <Grid container spacing={2}>
        {[...plugins.data].sort(byStatusThenName).map((plugin) => (
          <Grid key={plugin.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <PluginCard plugin={plugin} />
          </Grid>
        ))}
        {offered.plugins.map((plugin) => (
          <Grid key={plugin.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <OfferedPluginCard plugin={plugin} />
          </Grid>
        ))}
      </Grid>
    );
  }
  return (
    <>
      <ListHeading title="resources.plugins.title" subtitle="resources.plugins.subtitle" />
      {/* The tabs' place is kept while they load, so the page does not move. */}
      <Suspense fallback={<Box sx={{ minHeight: 48, mb: 2 }} />}>
        <AddonTabs current="plugins" />
      </Suspense>
      {body}
      {offered.error && (
        <ErrorState
          compact
          error={offered.error}
          title="resources.plugins.offeredFailed"
          onRetry={() => offered.refetch()}
          retrying={offered.isFetching}
        />
      )}
    </>
  );
};
