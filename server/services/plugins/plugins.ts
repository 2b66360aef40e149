/**
 * Plugin management (facts §10): listing, enabling, disabling, settings, install and uninstall. No
 * plugin is enabled by default; enablement and settings are `pluginSetting` records.
 */
import type { ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import {
  type CataloguePlugin,
  cataloguePlugin,
  cataloguePlugins,
  managedPluginDTO,
  type ManagedPluginDTO,
  pluginDTO,
  type PluginDTO,
} from './catalogue';
import type { PluginSettingRecord } from '../../store/pluginRecords';

export interface PluginSettingInput {
  jsonData?: Record<string, unknown>;
  secureJsonData?: Record<string, unknown>;
}

function settingOf(ctx: ServiceContext, entry: CataloguePlugin): PluginSettingRecord {
  return (
    ctx.store.get('pluginSetting', entry.plugin.id) ?? {
      id: entry.plugin.id,
      installed: entry.preinstalled,
      enabled: false,
      jsonData: {},
      secureJsonData: {},
    }
  );
}

function saveSetting(ctx: ServiceContext, setting: PluginSettingRecord): PluginSettingRecord {
  if (ctx.store.get('pluginSetting', setting.id))
    return ctx.store.update('pluginSetting', setting.id, setting);
  return ctx.store.insert('pluginSetting', setting.id, setting);
}

function installedPlugins(ctx: ServiceContext): CataloguePlugin[] {
  return cataloguePlugins().filter((entry) => settingOf(ctx, entry).installed);
}

export function requireInstalled(ctx: ServiceContext, id: string): CataloguePlugin {
  const entry = cataloguePlugin(id);
  if (!entry || !settingOf(ctx, entry).installed) throw new BusinessError(18001);
  return entry;
}

/** The enabled app pages: what the console's menu is built from. */
export function listEnabledAppPlugins(ctx: ServiceContext): { plugins: PluginDTO[] } {
  const plugins = installedPlugins(ctx)
    .filter((entry) => entry.plugin.type === 'page-app' && settingOf(ctx, entry).enabled)
    .map(pluginDTO);
  return { plugins };
}

export function detailPlugin(ctx: ServiceContext, id: string): PluginDTO {
  return pluginDTO(requireInstalled(ctx, id));
}

function managed(ctx: ServiceContext, entry: CataloguePlugin): ManagedPluginDTO {
  return managedPluginDTO(entry, settingOf(ctx, entry));
}

/** The contract lists managed plugins under the PluginDTO list shape; the extra fields ride along. */
export function listManagedPlugins(ctx: ServiceContext): { plugins: ManagedPluginDTO[] } {
  return { plugins: installedPlugins(ctx).map((entry) => managed(ctx, entry)) };
}

export function detailManagedPlugin(ctx: ServiceContext, id: string): ManagedPluginDTO {
  return managed(ctx, requireInstalled(ctx, id));
}

export function enablePlugin(
  ctx: ServiceContext,
  id: string,
  input: PluginSettingInput = {},
): ManagedPluginDTO {
  const entry = requireInstalled(ctx, id);
  const setting = settingOf(ctx, entry);
  if (setting.enabled) throw new BusinessError(18004);
  saveSetting(ctx, {
    ...setting,
    enabled: true,
    jsonData: input.jsonData ?? setting.jsonData,
    secureJsonData: keptSecrets(setting.secureJsonData, input.secureJsonData),
  });
  return managed(ctx, entry);
}

export function disablePlugin(ctx: ServiceContext, id: string): ManagedPluginDTO {
  const entry = requireInstalled(ctx, id);
  const setting = settingOf(ctx, entry);
  if (!setting.enabled) throw new BusinessError(18005);
  saveSetting(ctx, { ...setting, enabled: false });
  return managed(ctx, entry);
}

export function updatePluginSetting(
  ctx: ServiceContext,
  id: string,
  input: PluginSettingInput,
): ManagedPluginDTO {
  const entry = requireInstalled(ctx, id);
  const setting = settingOf(ctx, entry);
  if (!setting.enabled) throw new BusinessError(18005);
  saveSetting(ctx, {
    ...setting,
    jsonData: input.jsonData ?? {},
    secureJsonData: keptSecrets(setting.secureJsonData, input.secureJsonData),
  });
  return managed(ctx, entry);
}

/**
 * Secure values never come back to the console, so a save names only the ones the user typed or
 * reset (null); the others are kept. The real server replaces them all, which wipes every secret a
 * settings form did not retype.
 */
function keptSecrets(
  stored: Record<string, unknown>,
  sent: Record<string, unknown> = {},
): Record<string, unknown> {
  const merged = { ...stored, ...sent };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== null));
}

/**
 * The real server downloads the package at `url` into its plugin folder; the sandbox can install
 * only the external plugins of its catalogue, and any other download fails.
 */
export function installPlugin(ctx: ServiceContext, id: string, url: string): ManagedPluginDTO {
  if (!url)
    throw new BusinessError(
      400,
      "Key: 'InstallPluginRequest.Url' Error:Field validation for 'Url' failed on the 'required' tag",
    );
  const entry = cataloguePlugin(id);
  if (!entry || entry.class !== 'external') {
    throw new BusinessError(400, `failed to download the plugin ${id} from ${url}`);
  }
  saveSetting(ctx, { ...settingOf(ctx, entry), installed: true, enabled: true });
  return managed(ctx, entry);
}

export function uninstallPlugin(ctx: ServiceContext, id: string): void {
  const entry = requireInstalled(ctx, id);
  if (entry.class === 'core') throw new BusinessError(400, `the core plugin ${id} can not be uninstalled`);
  saveSetting(ctx, {
    ...settingOf(ctx, entry),
    installed: false,
    enabled: false,
    jsonData: {},
    secureJsonData: {},
  });
}
