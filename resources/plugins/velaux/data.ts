/**
 * `@velaux/data` as the console provides it to plugins (docs/plugins.md): the public plugin API of
 * VelaUX's package of that name, so that a module built for VelaUX runs here unchanged.
 */
import type { ManagedPlugin, PluginMeta as ServedPluginMeta } from '@dataProvider/verbs/plugins';
import type { ComponentType } from 'react';

export const PluginType = { PageApp: 'page-app', Definition: 'definition' } as const;

type KeyValue = Record<string, unknown>;

/** What the server says of a plugin: its public description, or its management with its settings. */
export type PluginMeta = ServedPluginMeta | ManagedPlugin;
export type AppPluginMeta = PluginMeta;

export interface AppRootProps {
  meta: AppPluginMeta;
  /** The address of the plugin's page, /plugins/{id}. */
  basename: string;
}

export interface PluginConfigPageProps {
  plugin: { meta: ManagedPlugin };
  /** The address's query parameters; VelaUX hands an empty object. */
  query: KeyValue;
  onJSONDataChange: (key: string, value: unknown) => void;
  onSecureJSONDataChange: (key: string, value: unknown) => void;
}

export interface PluginConfigPage {
  id: string;
  title: string;
  icon?: string;
  body: ComponentType<PluginConfigPageProps>;
}

/** What every plugin export has: the meta the console fills in when it loads the module. */
export class VelaUXPlugin {
  meta = {} as AppPluginMeta;
  /** One settings page, as in VelaUX. */
  configPages?: PluginConfigPage;
  /**
   * Console only: resources the console builds for the plugin (docs/declared-resources.md). VelaUX
   * ignores the field, so a module that sets it still runs there.
   */
  resources?: unknown[];

  addConfigPage(page: PluginConfigPage): this {
    this.configPages = page;
    return this;
  }
}

/** The `plugin` export of an app-page module: its root page under /plugins/{id}/*. */
export class AppPagePlugin extends VelaUXPlugin {
  root?: ComponentType<AppRootProps>;

  /** Called with the plugin's meta each time the console loads the module, before any page shows. */
  init(meta: AppPluginMeta): void {
    this.meta = meta;
  }

  setRootPage(root: ComponentType<AppRootProps>): this {
    this.root = root;
    return this;
  }
}
