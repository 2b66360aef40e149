/**
 * Menus and workspaces from the enabled app-page plugins (facts §10): each include is a menu in the
 * workspace it names, a new workspace when it is not one of ours (its root: the menu's address).
 * Only addresses of plugin pages become menus; a plugin's relatedRoute marks its pages by prefix.
 */
import ExtensionIcon from '@mui/icons-material/Extension';
import type { PluginMeta } from '@dataProvider/verbs/plugins';
import { under } from '@src/routing/under';
import type { MenuItem, Workspace } from './navigation';

const PLUGIN_PAGE = /^\/plugins\/[a-z][a-z0-9-]*(\/[\w.-]+)*\/?$/;

/** The address as a console route when it is a plugin page, otherwise undefined. */
export function pluginPagePath(address: unknown): string | undefined {
  return typeof address === 'string' && PLUGIN_PAGE.test(address) ? address : undefined;
}

type Include = PluginMeta['includes'][number];

function menuOf(plugin: PluginMeta, include: Include, to: string): MenuItem {
  // Plugin metadata is written by plugin authors: a field of another type is ignored, not a crash.
  const routes: unknown[] = Array.isArray(include.relatedRoute) ? include.relatedRoute : [];
  const related = routes.flatMap((route) => pluginPagePath(route) ?? []);
  const { permission } = include;
  return {
    key: `plugin:${plugin.id}:${include.name}`,
    labelKey: '',
    label: include.label || include.name,
    to,
    icon: ExtensionIcon,
    access: permission?.resource ? { action: permission.action, resource: permission.resource } : undefined,
    catalog: include.catalog || undefined,
    matches: under(to.replace(/\/$/, ''), ...related.map((route) => route.replace(/\/$/, ''))),
  };
}

export function withPluginMenus(base: Workspace[], plugins: PluginMeta[]): Workspace[] {
  const all = base.map((workspace) => ({ ...workspace, menus: [...workspace.menus] }));
  for (const plugin of plugins) {
    if (plugin.type !== 'page-app') continue;
    for (const include of Array.isArray(plugin.includes) ? plugin.includes : []) {
      const to = pluginPagePath(include.to);
      const workspaceName = include.workspace?.name;
      if (!to || !workspaceName) continue;
      let workspace = all.find(({ name }) => name === workspaceName);
      if (!workspace) {
        workspace = {
          name: workspaceName,
          labelKey: '',
          label: workspaceName,
          icon: ExtensionIcon,
          rootRoute: to,
          menus: [],
        };
        all.push(workspace);
      }
      const menu = menuOf(plugin, include, to);
      if (!workspace.menus.some(({ key }) => key === menu.key)) workspace.menus.push(menu);
    }
  }
  return all;
}

export interface MenuGroup {
  catalog?: string;
  menus: MenuItem[];
}

/** The side navigation's groups: menus of one catalog together, in the order each catalog first appears. */
export function menuGroups(menus: MenuItem[]): MenuGroup[] {
  const groups: MenuGroup[] = [];
  for (const menu of menus) {
    const group = groups.find(({ catalog }) => catalog === menu.catalog);
    if (group) group.menus.push(menu);
    else groups.push({ catalog: menu.catalog, menus: [menu] });
  }
  return groups;
}
