/**
 * The plugins the sandbox knows (server/data/plugins): core plugins that ship with the server, and
 * external ones, installed at start or installable later. Answers carry the derived fields of
 * facts §10 (baseURL, module, defaultNavURL, logos under the baseURL).
 */
import type { Schemas } from '../../context';
import catalogue from '../../data/plugins/catalogue.json' with { type: 'json' };

export type PluginDTO = Schemas['v1.PluginDTO'];
export type ManagedPluginDTO = Schemas['v1.ManagedPluginDTO'];
type PluginInfo = Schemas['types.Info'];

/** plugin.json: the PluginDTO fields a plugin declares itself, plus its backend settings. */
export interface PluginJson {
  id: string;
  type: string;
  subType?: string;
  name: string;
  category?: string;
  info: PluginInfo;
  includes: Schemas['types.Includes'][];
  backend: boolean;
  proxy: boolean;
  backendType?: string;
  backendService?: Schemas['types.KubernetesService'];
  kubePermissions?: Schemas['v1.PolicyRule'][];
  routes?: Schemas['types.Route'][];
}

export interface CataloguePlugin {
  class: 'core' | 'external';
  /** Folder of a core plugin. */
  directory?: string;
  preinstalled: boolean;
  plugin: PluginJson;
}

const plugins = catalogue as CataloguePlugin[];

export function cataloguePlugin(id: string): CataloguePlugin | undefined {
  return plugins.find((entry) => entry.plugin.id === id);
}

export function cataloguePlugins(): CataloguePlugin[] {
  return plugins;
}

function baseURLOf(entry: CataloguePlugin): string {
  const { id, type } = entry.plugin;
  return entry.class === 'core'
    ? `public/app/plugins/${type}/${entry.directory ?? id}`
    : `public/plugins/${id}`;
}

function moduleOf(entry: CataloguePlugin): string {
  const { id, type } = entry.plugin;
  return entry.class === 'core'
    ? `app/plugins/${type}/${entry.directory ?? id}/module`
    : `plugins/${id}/module`;
}

function withBase(path: string, baseURL: string, type: string): string {
  if (!path) return `public/img/icn-${type}.svg`;
  return /^(https?:)?\/\//.test(path) || path.startsWith('public/') ? path : `${baseURL}/${path}`;
}

export function pluginDTO(entry: CataloguePlugin): PluginDTO {
  const { plugin } = entry;
  const baseURL = baseURLOf(entry);
  const { logos, screenshots } = plugin.info;
  return {
    id: plugin.id,
    type: plugin.type,
    subType: plugin.subType ?? '',
    name: plugin.name,
    info: {
      ...plugin.info,
      logos: {
        small: withBase(logos.small, baseURL, plugin.type),
        large: withBase(logos.large, baseURL, plugin.type),
      },
      screenshots: screenshots.map((shot) => ({ ...shot, path: withBase(shot.path, baseURL, plugin.type) })),
    },
    includes: plugin.includes,
    category: plugin.category ?? '',
    defaultNavURL: plugin.includes[0]?.to ?? '',
    module: moduleOf(entry),
    baseURL,
  };
}

export function managedPluginDTO(
  entry: CataloguePlugin,
  setting: { enabled: boolean; jsonData: Record<string, unknown>; secureJsonData: Record<string, unknown> },
): ManagedPluginDTO {
  const { plugin } = entry;
  const managed: ManagedPluginDTO = {
    ...pluginDTO(entry),
    class: entry.class,
    backend: plugin.backend,
    proxy: plugin.proxy,
    backendType: plugin.backendType ?? '',
    backendService: plugin.backendService ?? { name: '', namespace: '', port: 0 },
    enabled: setting.enabled,
    jsonSetting: setting.jsonData,
    secureJsonFields: Object.fromEntries(Object.keys(setting.secureJsonData).map((key) => [key, true])),
  };
  if (plugin.kubePermissions) managed.kubePermissions = plugin.kubePermissions;
  if (plugin.routes) managed.routes = plugin.routes;
  return managed;
}
