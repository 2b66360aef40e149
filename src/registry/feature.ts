/**
 * What a feature adds to the console, said once (docs/ARCHITECTURE.md, "Adding a screen"): each feature's
 * index.ts exports one `Feature`, src/features.ts lists them, and the shell derives its resources, routes,
 * navigation, catalogs, widget table, access rules and data provider table from that list.
 */
import type { ResourceDeclaration } from '@dataProvider/declared/declaration';
import type { VelaDataProvider } from '@dataProvider/index';
import type { ResourceConfig } from '@dataProvider/resourceMap';
import type { DeclaredWidgets } from '@src/common/kit/declared/declaredWidgets';
import type { MessageTree } from '@src/i18n/messageTree';
import type { PageRoute } from '@src/routing/pageRoute';
import type { ResourceDefinition } from '@src/routing/resourceDefinition';
import type { ComponentType } from 'react';

/** Ours, or one a declared or plugin menu names (such workspaces are made on the fly). */
export type WorkspaceName = 'continuous-delivery' | 'extension' | 'admin' | (string & {});

/** The permission a menu needs; menus without one are always shown. Plugin menus may ask any action. */
export interface MenuAccess {
  action: string;
  resource: string;
}

/** A feature's entry in the navigation. */
export interface FeatureMenu {
  key: string;
  workspace: WorkspaceName;
  /** The menu's place among its workspace's: lower first. */
  position?: number;
  /** Instead of a position (a declaration cannot know them): before the menu of this key, else last. */
  before?: string;
  labelKey: string;
  to: string;
  icon: ComponentType;
  access?: MenuAccess;
  /** Whether the menu is the current one for a path (the first matching menu wins). */
  matches: (pathname: string) => boolean;
}

/** A react-admin `<Resource>`: its name and its views. */
export interface FeatureResource extends ResourceDefinition {
  name: string;
}

/**
 * Strings under `resources.<name>.*`, by resource name: the English ones come with the feature, the
 * Chinese ones load when the console switches to Chinese.
 */
export interface FeatureMessages {
  en: Record<string, MessageTree>;
  zh: () => Promise<Record<string, MessageTree>>;
}

/** What the command palette keeps of a record: enough to name it and to find its page. */
export interface PaletteRecord {
  name: string;
  alias?: string;
  project?: string;
}

/** A permission a palette item's own page needs; without it the item leads to `otherwise`. */
export interface PageAccess {
  action: string;
  resource: string;
  otherwise: string;
}

/** Records the command palette finds (its group is headed `vela.palette.groups.<name>`). */
export interface PaletteSource {
  name: string;
  /** The group's place among the palette's groups: lower first. */
  position: number;
  /** The list permission of the records' list page, as the navigation asks it. */
  access: string;
  load: (dataProvider: VelaDataProvider, signal: AbortSignal) => Promise<PaletteRecord[]>;
  page: (record: PaletteRecord) => { to: string; access?: PageAccess };
  /** The kind of the user's stars its records may carry (`useStarred`): starred ones come first. */
  starred?: string;
}

export interface Feature {
  name: string;
  resource?: FeatureResource;
  /** Pages inside the layout, beside the resource's. */
  routes?: PageRoute[];
  menus?: FeatureMenu[];
  /**
   * react-admin resource → the permission resource `canAccess` checks, `{name}` standing for the
   * record's name (`user:{name}`); a resource of no feature is denied.
   */
  permissions?: Record<string, string>;
  /** API collections the feature reads beyond the data provider's own (dataProvider/resourceMap.ts). */
  dataResources?: Record<string, ResourceConfig>;
  /** Custom inputs a declared form may name (a field's `widget`). */
  widgets?: DeclaredWidgets;
  messages?: FeatureMessages;
  palette?: PaletteSource[];
  /** The declaration a declared feature is built from (declaredFeature.ts). */
  declaration?: ResourceDeclaration;
}
