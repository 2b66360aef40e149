import type { PluginMeta } from '@dataProvider/verbs/plugins';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, LoadingBlock } from '@src/common/kit';
import type { ReactNode } from 'react';
import { importPluginModule, type LoadedPlugin } from './pluginModule';

interface PluginModuleLoadedProps {
  meta: Pick<PluginMeta, 'id' | 'module' | 'info'>;
  /** The loading block's height, close to what the module's page will take. */
  height: number;
  children: (plugin: LoadedPlugin) => ReactNode;
}

/**
 * The plugin's module, imported once per version: a loading block meanwhile, the reason and Retry if
 * the import fails.
 */
export const PluginModuleLoaded = ({ meta, height, children }: PluginModuleLoadedProps) => {
  const loaded = useQuery({
    queryKey: ['plugins', 'module', meta.id, meta.module, meta.info?.version],
    queryFn: () => importPluginModule(meta),
    staleTime: Infinity,
    retry: false,
  });
  if (loaded.error) {
    return (
      <ErrorState
        error={loaded.error}
        title="resources.plugins.moduleFailed"
        onRetry={() => loaded.refetch()}
        retrying={loaded.isFetching}
      />
    );
  }
  if (loaded.isPending) return <LoadingBlock label="resources.plugins.loading" height={height} />;
  return children(loaded.data);
};
