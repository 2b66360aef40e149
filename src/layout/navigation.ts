import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AppsIcon from '@mui/icons-material/Apps';
import ExtensionIcon from '@mui/icons-material/Extension';
import FolderIcon from '@mui/icons-material/Folder';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import HubIcon from '@mui/icons-material/Hub';
import LayersIcon from '@mui/icons-material/Layers';
import PeopleIcon from '@mui/icons-material/People';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SchemaIcon from '@mui/icons-material/Schema';
import SettingsIcon from '@mui/icons-material/Settings';
import TuneIcon from '@mui/icons-material/Tune';
import { declarations } from '@resources/declarations';
import type { ComponentType } from 'react';
import { withDeclaredMenus } from './declaredMenus';

/** Ours, or one a plugin menu names (plugin workspaces are made on the fly). */
export type WorkspaceName = 'continuous-delivery' | 'extension' | 'admin' | (string & {});

/** The permission a menu needs; menus without one are always shown. Plugin menus may ask any action. */
export interface MenuAccess {
  action: string;
  resource: string;
}

export interface MenuItem {
  key: string;
  labelKey: string;
  /** Text from the server (a plugin menu's label), shown as it is instead of `labelKey`. */
  label?: string;
  to: string;
  icon: ComponentType;
  access?: MenuAccess;
  /** The group a plugin menu is listed under in the side navigation; ours have none. */
  catalog?: string;
  /** Whether the menu is the current one for a path (the first matching menu wins). */
  matches: (pathname: string) => boolean;
}

export interface Workspace {
  name: WorkspaceName;
  labelKey: string;
  /** A plugin workspace's name, shown as it is. */
  label?: string;
  icon: ComponentType;
  rootRoute: string;
  menus: MenuItem[];
}

export const under =
  (...roots: string[]) =>
  (pathname: string) =>
    roots.some((root) => pathname === root || pathname.startsWith(`${root}/`));

const projectPipeline = /^\/projects\/[^/]+\/pipelines(\/|$)/;
const list = (resource: string): MenuAccess => ({ action: 'list', resource });

const ourWorkspaces: Workspace[] = [
  {
    name: 'continuous-delivery',
    labelKey: 'vela.workspace.continuousDelivery',
    icon: RocketLaunchIcon,
    rootRoute: '/applications',
    menus: [
      {
        key: 'applications',
        labelKey: 'vela.menu.applications',
        to: '/applications',
        icon: AppsIcon,
        access: list('project:?/application:*'),
        matches: under('/applications'),
      },
      {
        key: 'pipelines',
        labelKey: 'vela.menu.pipelines',
        to: '/pipelines',
        icon: AccountTreeIcon,
        access: list('project:?/pipeline:*'),
        matches: (path) => under('/pipelines')(path) || projectPipeline.test(path),
      },
      {
        key: 'environments',
        labelKey: 'vela.menu.environments',
        to: '/envs',
        icon: LayersIcon,
        access: list('project:?/environment:*'),
        matches: under('/envs'),
      },
      {
        key: 'projects',
        labelKey: 'vela.menu.projects',
        to: '/projects',
        icon: FolderIcon,
        matches: under('/projects'),
      },
    ],
  },
  {
    name: 'extension',
    labelKey: 'vela.workspace.extension',
    icon: ExtensionIcon,
    rootRoute: '/addons',
    menus: [
      {
        key: 'addons',
        labelKey: 'vela.menu.addons',
        to: '/addons',
        icon: ExtensionIcon,
        access: list('addon:*'),
        matches: under('/addons', '/manage/plugins'),
      },
      {
        key: 'definitions',
        labelKey: 'vela.menu.definitions',
        to: '/definitions',
        icon: SchemaIcon,
        access: list('definition:*'),
        matches: under('/definitions'),
      },
    ],
  },
  {
    name: 'admin',
    labelKey: 'vela.workspace.admin',
    icon: AdminPanelSettingsIcon,
    rootRoute: '/clusters',
    menus: [
      {
        key: 'clusters',
        labelKey: 'vela.menu.clusters',
        to: '/clusters',
        icon: HubIcon,
        access: list('cluster:*'),
        matches: under('/clusters'),
      },
      {
        key: 'configs',
        labelKey: 'vela.menu.configs',
        to: '/configs',
        icon: TuneIcon,
        access: list('config:*'),
        matches: under('/configs'),
      },
      {
        key: 'platformProjects',
        labelKey: 'vela.menu.platformProjects',
        to: '/platform/projects',
        icon: FolderSharedIcon,
        access: list('project:*'),
        matches: under('/platform/projects'),
      },
      {
        key: 'users',
        labelKey: 'vela.menu.users',
        to: '/users',
        icon: PeopleIcon,
        access: list('user:*'),
        matches: under('/users'),
      },
      {
        key: 'settings',
        labelKey: 'vela.menu.settings',
        to: '/settings',
        icon: SettingsIcon,
        access: { action: 'update', resource: 'systemSetting' },
        matches: under('/settings'),
      },
    ],
  },
];

/** Our workspaces with the menus of the declared resources (resources/declarations). */
export const workspaces: Workspace[] = withDeclaredMenus(ourWorkspaces, declarations);

/** The permission resources our menus check for one action, for a single batched check. */
export function accessResources(action: MenuAccess['action']): string[] {
  return workspaces.flatMap((workspace) =>
    workspace.menus.flatMap((menu) => (menu.access?.action === action ? [menu.access.resource] : [])),
  );
}
