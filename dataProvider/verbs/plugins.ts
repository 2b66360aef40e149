import { silentIfShownByPage } from '../errorShownByPage';
import { enc, type Schemas, type VerbContext } from './context';

export type PluginMeta = Schemas['v1.PluginDTO'];
export type ManagedPlugin = Schemas['v1.ManagedPluginDTO'];

/** What a plugin's settings page changed: its whole JSON data and only the secure values typed or reset. */
export interface PluginSettingChange {
  jsonData: Record<string, unknown>;
  secureJsonData: Record<string, unknown>;
}

/** A plugin an addon offers (its uxPlugins entry), with the package it installs from. */
export interface AddonPlugin {
  id: string;
  url: string;
  addon: string;
}

/**
 * A cloud shell preparation, and how its view opens: with a ticket cookie the answer set (the
 * sandbox says so in `X-Cloud-Shell-Ticket: cookie`), or else with the access token as `?token=`,
 * which is what the real server takes.
 */
export type CloudShellPreparation = Schemas['v1.CloudShellPrepareResponse'] & { viewTicket: boolean };

type AddonListItem = Partial<Schemas['addon.Meta']> & { Meta?: Partial<Schemas['addon.Meta']> };

function addonPluginsOf(json: unknown): AddonPlugin[] {
  const addons = (json as { addons?: AddonListItem[] | null } | null)?.addons ?? [];
  // The real server sends each addon flat; the contract nests it in `Meta`.
  return addons.flatMap((item) => {
    const addon = { ...item.Meta, ...item };
    return Object.entries(addon.uxPlugins ?? {}).map(([id, url]) => ({ id, url, addon: addon.name ?? '' }));
  });
}

function pluginsOf(json: unknown): PluginMeta[] {
  const plugins = (json as { plugins?: unknown } | null)?.plugins;
  // Go nil slices arrive as null.
  return Array.isArray(plugins) ? (plugins as PluginMeta[]) : [];
}

/** The plugins the menus and pages come from, their management (facts §10), and the cloud shell. */
export const pluginVerbs = ({ http, apiUrl }: VerbContext) => {
  const manage = (id: string) => `${apiUrl}/manage/plugins/${enc(id)}`;
  const post = async (path: string, body: unknown, meta?: unknown) =>
    (await http(path, { method: 'POST', body, ...silentIfShownByPage(meta) })).json as ManagedPlugin;
  return {
    /** The enabled app-page plugins, which any signed-in user may read. */
    listMenuPlugins: async (): Promise<PluginMeta[]> =>
      pluginsOf((await http(`${apiUrl}/plugins`, { silent: true })).json),
    pluginMeta: async (id: string, meta?: unknown) =>
      (await http(`${apiUrl}/plugins/${enc(id)}`, silentIfShownByPage(meta))).json as PluginMeta,
    listManagedPlugins: async (meta?: unknown): Promise<ManagedPlugin[]> =>
      pluginsOf((await http(`${apiUrl}/manage/plugins`, silentIfShownByPage(meta))).json) as ManagedPlugin[],
    managedPlugin: async (id: string, meta?: unknown) =>
      (await http(manage(id), silentIfShownByPage(meta))).json as ManagedPlugin,
    enablePlugin: (id: string, change: PluginSettingChange, meta?: unknown) =>
      post(`${manage(id)}/enable`, change satisfies Schemas['v1.PluginEnableRequest'], meta),
    disablePlugin: (id: string, meta?: unknown) => post(`${manage(id)}/disable`, {}, meta),
    savePluginSetting: (id: string, change: PluginSettingChange, meta?: unknown) =>
      post(`${manage(id)}/setting`, change, meta),
    /** The plugins the registries' addons offer, installed or not. */
    listAddonPlugins: async (meta?: unknown) =>
      addonPluginsOf((await http(`${apiUrl}/addons`, silentIfShownByPage(meta))).json),
    installPlugin: (id: string, url: string, meta?: unknown) =>
      post(`${manage(id)}/install`, { url } satisfies Schemas['v1.InstallPluginRequest'], meta),
    uninstallPlugin: async (id: string, meta?: unknown) => {
      await http(`${manage(id)}/uninstall`, { method: 'POST', body: {}, ...silentIfShownByPage(meta) });
    },
    prepareCloudShell: async (meta?: unknown): Promise<CloudShellPreparation> => {
      const { json, headers } = await http(`${apiUrl}/cloudshell`, {
        method: 'POST',
        body: {},
        ...silentIfShownByPage(meta),
      });
      const preparation = json as Schemas['v1.CloudShellPrepareResponse'];
      return { ...preparation, viewTicket: headers.get('x-cloud-shell-ticket') === 'cookie' };
    },
  };
};
