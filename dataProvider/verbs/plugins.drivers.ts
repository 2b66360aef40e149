import type { VerbDrivers } from './drivers';

const change = { jsonData: {}, secureJsonData: {} };

export const drivers: VerbDrivers = {
  listMenuPlugins: (dp) => dp.listMenuPlugins(),
  pluginMeta: (dp) => dp.pluginMeta('app-demo'),
  listManagedPlugins: (dp) => dp.listManagedPlugins(),
  managedPlugin: (dp) => dp.managedPlugin('app-demo'),
  enablePlugin: (dp) => dp.enablePlugin('app-demo', change),
  disablePlugin: (dp) => dp.disablePlugin('app-demo'),
  savePluginSetting: (dp) => dp.savePluginSetting('app-demo', change),
  listAddonPlugins: (dp) => dp.listAddonPlugins(),
  installPlugin: (dp) => dp.installPlugin('node-dashboard', 'https://example.com/plugin.tgz'),
  uninstallPlugin: (dp) => dp.uninstallPlugin('node-dashboard'),
  prepareCloudShell: (dp) => dp.prepareCloudShell(),
};
