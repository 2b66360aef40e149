import { useQuery } from '@tanstack/react-query';
import { ErrorState, LoadingBlock } from '@src/common/kit';
import type { ReactNode } from 'react';
import { useLocaleState, useNotify } from 'react-admin';
import { importPluginModule, type LoadedPlugin } from './pluginModule';
import type { AppPluginMeta } from './velaux/data';
import { connectPluginHost } from './velaux/host';

interface PluginModuleLoadedProps {
  meta: AppPluginMeta;
  /** The loading block's height, close to what the module's page will take. */
  height: number;
  children: (plugin: LoadedPlugin) => ReactNode;
}

/**
 * The plugin's module, imported once per version: a loading block meanwhile, the reason and Retry if
 * the import fails. The plugin's pages read the console's language and notify through `@velaux/ui`.
 */
export const PluginModuleLoaded = ({ meta, height, children }: PluginModuleLoadedProps) => {
  const [language] = useLocaleState();
  const notify = useNotify();
  // Set while rendering, so that the plugin's components, rendered next, read this page's language.
  connectPluginHost({ language, notify: (text, type) => notify(text, { type }) });
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
