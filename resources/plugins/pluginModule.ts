/**
 * Loads a plugin's module in VelaUX's format (docs/plugins.md): an AMD module of this origin, under
 * /public. The loader and the shared modules come with this file, so only the pages that show a
 * plugin load them.
 */
import { importAmdModule } from './amdLoader';
import { moduleAddress, pluginOf, type LoadedPlugin } from './pluginExport';
import type { AppPluginMeta } from './velaux/data';

export type { LoadedPlugin } from './pluginExport';

export async function importPluginModule(meta: AppPluginMeta): Promise<LoadedPlugin> {
  const address = moduleAddress(meta);
  if (!address) return { configPages: [], resources: [] };
  return pluginOf(await importAmdModule(address), meta);
}
