import type { PluginMeta } from '@dataProvider/verbs/plugins';
import { useQuery } from '@tanstack/react-query';
import { importPluginModule } from './pluginModule';

/** The plugin's module, imported once per version; a failed import may be retried. */
export function usePluginModule(meta: Pick<PluginMeta, 'id' | 'module' | 'info'> | undefined) {
  return useQuery({
    queryKey: ['plugins', 'module', meta?.id, meta?.module, meta?.info?.version],
    queryFn: () => importPluginModule(meta as PluginMeta),
    enabled: meta !== undefined,
    staleTime: Infinity,
    retry: false,
  });
}
