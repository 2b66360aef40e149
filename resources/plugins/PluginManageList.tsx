import Grid from '@mui/material/Grid';
import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import type { VelaDataProvider } from '@dataProvider/index';
import type { ManagedPlugin } from '@dataProvider/verbs/plugins';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, ListHeading, LoadingBlock } from '@src/common/kit';
import { useDataProvider } from 'react-admin';
import { PluginCard } from './PluginCard';
import { MANAGED_PLUGINS_QUERY } from './usePluginActions';

/** Enabled plugins first, then by name. */
const byStatusThenName = (a: ManagedPlugin, b: ManagedPlugin) =>
  Number(b.enabled) - Number(a.enabled) || a.name.localeCompare(b.name);

/** /manage/plugins: the installed plugins as cards, each with its status, config page and switch. */
export const PluginManageList = () => {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const plugins = useQuery({
    queryKey: MANAGED_PLUGINS_QUERY,
    queryFn: () => dataProvider.listManagedPlugins(ERROR_SHOWN_BY_PAGE),
  });
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
  } else if (plugins.data.length === 0) {
    body = <EmptyState text="resources.plugins.empty" />;
  } else {
    body = (
      <Grid container spacing={2}>
        {[...plugins.data].sort(byStatusThenName).map((plugin) => (
          <Grid key={plugin.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <PluginCard plugin={plugin} />
          </Grid>
        ))}
      </Grid>
    );
  }
  return (
    <>
      <ListHeading title="resources.plugins.title" subtitle="resources.plugins.subtitle" />
      {body}
    </>
  );
};
