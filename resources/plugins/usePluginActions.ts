import type { VelaDataProvider } from '@dataProvider/index';
import type { ManagedPlugin, PluginSettingChange } from '@dataProvider/verbs/plugins';
import { useSuccessNotify } from '@src/common/kit';
import { MENU_PLUGINS_QUERY } from '@src/layout/navigation/useNavigation';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';

/** Install, uninstall, enable and disable share one permission (facts §3). */
export const PLUGIN_ENABLE_ACCESS = { action: 'enable', resource: 'managePlugin:*' };

export const MANAGED_PLUGINS_QUERY = ['plugins', 'managed'] as const;

export const ADDON_PLUGINS_QUERY = ['plugins', 'offered'] as const;

export const managedPluginQuery = (id: string) => [...MANAGED_PLUGINS_QUERY, id] as const;

/**
 * Install, enable, disable, save and uninstall, each followed by its success message and fresh menus and lists,
 * so the navigation shows or drops the plugin's menus without a reload. Failures reach the caller.
 */
export function usePluginActions(meta?: unknown) {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const queryClient = useQueryClient();
  const notifySuccess = useSuccessNotify();
  const changed = async (plugin: ManagedPlugin | undefined, message: string) => {
    if (plugin) queryClient.setQueryData(managedPluginQuery(plugin.id), plugin);
    notifySuccess(message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: MENU_PLUGINS_QUERY }),
      queryClient.invalidateQueries({ queryKey: MANAGED_PLUGINS_QUERY, exact: true }),
    ]);
    return plugin;
  };
  return {
    enable: async (id: string, change: PluginSettingChange) =>
      changed(await dataProvider.enablePlugin(id, change, meta), 'resources.plugins.notification.enabled'),
    disable: async (id: string) =>
      changed(await dataProvider.disablePlugin(id, meta), 'resources.plugins.notification.disabled'),
    save: async (id: string, change: PluginSettingChange) =>
      changed(await dataProvider.savePluginSetting(id, change, meta), 'resources.plugins.notification.saved'),
    install: async (id: string, url: string) => {
      const installed = await dataProvider.installPlugin(id, url, meta);
      await queryClient.invalidateQueries({ queryKey: ADDON_PLUGINS_QUERY });
      return changed(installed, 'resources.plugins.notification.installed');
    },
    uninstall: async (id: string) => {
      await dataProvider.uninstallPlugin(id, meta);
      queryClient.removeQueries({ queryKey: managedPluginQuery(id) });
      await queryClient.invalidateQueries({ queryKey: ADDON_PLUGINS_QUERY });
      await changed(undefined, 'resources.plugins.notification.uninstalled');
    },
  };
}
