/**
 * Where a plugin's module loads from, and what its `plugin` export offers (docs/plugins.md): VelaUX's
 * AppPagePlugin, whose root page and config page the console renders.
 */
import type { PluginMeta } from '@dataProvider/verbs/plugins';
import { declarationProblem } from '@resources/declarations';
import type { ResourceDeclaration } from '@dataProvider/declared/declaration';
import type { ComponentType } from 'react';
import type { AppPluginMeta, AppRootProps, PluginConfigPage } from './velaux/data';

export type { AppRootProps, PluginConfigPage, PluginConfigPageProps } from './velaux/data';

export interface LoadedPlugin {
  root?: ComponentType<AppRootProps>;
  configPages: PluginConfigPage[];
  /** Resources the console builds for the plugin (docs/declared-resources.md), at /plugins/{id}/{name}. */
  resources: ResourceDeclaration[];
}

/** Parsed against a placeholder origin: the address must stay on it, whatever the page's origin is. */
const THIS_ORIGIN = 'http://console.invalid';
const MODULE_PATH = /^[a-z0-9][\w-]*(\/[a-z0-9][\w.-]*)*$/i;

/** `/public/{module}.js?_cache={version}` when the module is a plain relative path of this origin. */
export function moduleAddress(meta: Pick<PluginMeta, 'module' | 'info'>): string | undefined {
  const path = meta.module;
  if (!MODULE_PATH.test(path) || path.split('/').some((part) => part.startsWith('..'))) return undefined;
  const url = new URL(`/public/${path}.js`, THIS_ORIGIN);
  if (url.origin !== THIS_ORIGIN) return undefined;
  url.searchParams.set('_cache', meta.info?.version ?? '');
  return `${url.pathname}${url.search}`;
}

function isComponent(value: unknown): value is ComponentType<never> {
  // Function and class components, and objects React renders as components (memo, forwardRef, lazy).
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/** VelaUX keeps one config page (`addConfigPage`); a list is taken too. */
function configPagesOf(value: unknown): PluginConfigPage[] {
  const pages: unknown[] = Array.isArray(value) ? value : [value];
  return pages.filter(
    (page): page is PluginConfigPage =>
      typeof page === 'object' && page !== null && isComponent((page as { body?: unknown }).body),
  );
}

/**
 * The declarations a plugin exports that the console can build: simple REST resources under
 * /extensions, with words in both languages. A plugin cannot declare an /api/v1 resource.
 */
export function declarationsOf(value: unknown): ResourceDeclaration[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is ResourceDeclaration =>
      declarationProblem(entry) === undefined && (entry as ResourceDeclaration).provider === 'simple-rest',
  );
}

interface PluginExport {
  root?: unknown;
  configPages?: unknown;
  resources?: unknown;
  init?: unknown;
  meta?: unknown;
}

/**
 * What the module's `plugin` export offers; a module without one offers nothing. As VelaUX does, the
 * export's `init` is called with the plugin's meta, which then becomes its `meta`.
 */
export function pluginOf(module: unknown, meta: AppPluginMeta): LoadedPlugin {
  const exported = (module as { plugin?: unknown } | null)?.plugin;
  if (typeof exported !== 'object' || exported === null) return { configPages: [], resources: [] };
  const plugin = exported as PluginExport;
  if (typeof plugin.init === 'function') plugin.init.call(plugin, meta);
  plugin.meta = meta;
  return {
    root: isComponent(plugin.root) ? (plugin.root as ComponentType<AppRootProps>) : undefined,
    configPages: configPagesOf(plugin.configPages),
    resources: declarationsOf(plugin.resources),
  };
}
