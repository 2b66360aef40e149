/**
 * Loads a plugin's ES module (docs/plugins.md): from this origin only, under /public, after the
 * console's shared libraries are registered for the module's imports of /plugin-shared/*.js.
 */
import type { ManagedPlugin, PluginMeta } from '@dataProvider/verbs/plugins';
import { declarationsOf } from '@src/common/kit/declared/contributed';
import type { ResourceDeclaration } from '@src/common/kit';
import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';

export interface PluginRootProps {
  meta: PluginMeta | ManagedPlugin;
  /** The address of the plugin's page, /plugins/{id}. */
  basename: string;
  /** The console's language, en or zh. */
  locale: string;
}

export interface PluginConfigProps {
  plugin: { meta: ManagedPlugin };
  locale: string;
  onJSONDataChange: (key: string, value: unknown) => void;
  onSecureJSONDataChange: (key: string, value: unknown) => void;
}

export interface PluginConfigPage {
  id: string;
  title: string;
  body: ComponentType<PluginConfigProps>;
}

export interface LoadedPlugin {
  root?: ComponentType<PluginRootProps>;
  configPages: PluginConfigPage[];
  /** Resources the console builds for the plugin (docs/declared-resources.md), at /plugins/{id}/{name}. */
  resources: ResourceDeclaration[];
}

const registry = globalThis as { __velaPluginShared?: Record<string, unknown> };

/** Parsed against a placeholder origin: the address must stay on it, whatever the page's origin is. */
const THIS_ORIGIN = 'http://console.invalid';
const MODULE_PATH = /^[a-z0-9][\w-]*(\/[a-z0-9][\w.-]*)*$/i;

function registerSharedModules(): void {
  registry.__velaPluginShared ??= {
    react: React,
    'react-dom': ReactDOM,
    'react/jsx-runtime': jsxRuntime,
  };
}

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
  // Function components, and objects React renders as components (memo, forwardRef, lazy).
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

function configPagesOf(value: unknown): PluginConfigPage[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (page): page is PluginConfigPage => typeof page === 'object' && page !== null && isComponent(page.body),
  );
}

/** What the module's `plugin` export offers; a module without one offers nothing. */
export function pluginOf(module: unknown): LoadedPlugin {
  const exported = (module as { plugin?: unknown } | null)?.plugin;
  if (typeof exported !== 'object' || exported === null) return { configPages: [], resources: [] };
  const { root, configPages, resources } = exported as {
    root?: unknown;
    configPages?: unknown;
    resources?: unknown;
  };
  return {
    root: isComponent(root) ? (root as ComponentType<PluginRootProps>) : undefined,
    configPages: configPagesOf(configPages),
    resources: declarationsOf(resources),
  };
}

export async function importPluginModule(meta: Pick<PluginMeta, 'module' | 'info'>): Promise<LoadedPlugin> {
  const address = moduleAddress(meta);
  if (!address) return { configPages: [], resources: [] };
  registerSharedModules();
  return pluginOf(await import(/* @vite-ignore */ address));
}
