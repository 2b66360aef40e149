import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ExtensionIcon from '@mui/icons-material/Extension';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import type { Feature, FeatureMenu, MenuAccess, WorkspaceName } from '@src/registry/feature';
import type { ComponentType } from 'react';

export type { MenuAccess, WorkspaceName };

export interface MenuItem {
  key: string;
  labelKey: string;
  /** Text from the server (a plugin menu's label), shown as it is instead of `labelKey`. */
  label?: string;
  to: string;
  icon: ComponentType;
  access?: MenuAccess;
  /** The group a plugin menu or an external link is listed under in the side navigation; ours have none. */
  catalog?: string;
  /**
   * `to` is an http(s) address outside the console (a Grafana config's endpoint), opened in a new tab:
   * never a page of the console, so no path matches it and the command palette leaves it out.
   */
  external?: boolean;
  /** Whether the menu is the current one for a path (the first matching menu wins). */
  matches: (pathname: string) => boolean;
}

export interface Workspace {
  name: WorkspaceName;
  labelKey: string;
  /** A workspace's name shown as it is: one a declared or plugin menu made. */
  label?: string;
  icon: ComponentType;
  rootRoute: string;
  menus: MenuItem[];
}

/** The console's workspaces, in their order, before the features' menus are placed in them. */
const OUR_WORKSPACES: Omit<Workspace, 'menus'>[] = [
  {
    name: 'continuous-delivery',
    labelKey: 'vela.workspace.continuousDelivery',
    icon: RocketLaunchIcon,
    rootRoute: '/applications',
  },
  { name: 'extension', labelKey: 'vela.workspace.extension', icon: ExtensionIcon, rootRoute: '/addons' },
  { name: 'admin', labelKey: 'vela.workspace.admin', icon: AdminPanelSettingsIcon, rootRoute: '/clusters' },
];

const menuItem = ({ key, labelKey, to, icon, access, matches }: FeatureMenu): MenuItem => ({
  key,
  labelKey,
  to,
  icon,
  access,
  matches,
});

/**
 * A menu placed without a position: before the menu its `before` names (last otherwise), or in a
 * workspace of its own when the console has none of that name.
 */
function placed(all: Workspace[], menu: FeatureMenu): Workspace[] {
  const item = menuItem(menu);
  const workspace = all.find(({ name }) => name === menu.workspace);
  if (!workspace) {
    const label = menu.workspace;
    return [...all, { name: label, labelKey: '', label, icon: item.icon, rootRoute: item.to, menus: [item] }];
  }
  const at = menu.before ? workspace.menus.findIndex(({ key }) => key === menu.before) : -1;
  const menus = [...workspace.menus];
  menus.splice(at < 0 ? menus.length : at, 0, item);
  return all.map((candidate) => (candidate === workspace ? { ...candidate, menus } : candidate));
}

const isOurs = (name: WorkspaceName) => OUR_WORKSPACES.some((workspace) => workspace.name === name);

/**
 * The workspaces with the features' menus: those with a position in our workspaces first, by position,
 * then the others in the features' order, each where it asks to be (`placed`).
 */
export function workspacesOf(features: readonly Feature[]): Workspace[] {
  const menus = features.flatMap((feature) => feature.menus ?? []);
  const positioned = menus
    .filter((menu) => menu.position !== undefined && isOurs(menu.workspace))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const ours = OUR_WORKSPACES.map((workspace) => ({
    ...workspace,
    menus: positioned.filter((menu) => menu.workspace === workspace.name).map(menuItem),
  }));
  return menus.filter((menu) => !positioned.includes(menu)).reduce(placed, ours);
}

/** A workspace's menus that are pages of the console, the first of which its top bar link opens. */
export const pageMenus = (workspace: Workspace): MenuItem[] =>
  workspace.menus.filter((menu) => !menu.external);

/** The permission resources the menus check for one action, for a single batched check. */
export function accessResources(workspaces: Workspace[], action: MenuAccess['action']): string[] {
  return workspaces.flatMap((workspace) =>
    workspace.menus.flatMap((menu) => (menu.access?.action === action ? [menu.access.resource] : [])),
  );
}
