import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import type { VelaDataProvider } from '@dataProvider/index';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, FormSkeleton } from '@src/common/kit';
import { useDataProvider, useParams } from 'react-admin';
import { PluginConfigHeader } from './PluginConfigHeader';
import { PluginSettings } from './PluginSettings';
import { managedPluginQuery } from './usePluginActions';

/** /manage/plugins/{pluginId}/config: what the plugin is, its state, and its settings page. */
export const PluginConfig = () => {
  const { pluginId = '' } = useParams<{ pluginId: string }>();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const plugin = useQuery({
    queryKey: managedPluginQuery(pluginId),
    queryFn: () => dataProvider.managedPlugin(pluginId, ERROR_SHOWN_BY_PAGE),
  });
  if (plugin.error) {
    return (
      <ErrorState
        error={plugin.error}
        title="resources.plugins.unknownPlugin"
        onRetry={() => plugin.refetch()}
        retrying={plugin.isFetching}
      />
    );
  }
  if (plugin.isPending) return <FormSkeleton />;
  return (
    <>
      <PluginConfigHeader plugin={plugin.data} />
      <PluginSettings key={plugin.data.id} plugin={plugin.data} />
    </>
  );
};
