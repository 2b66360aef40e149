import type { VelaDataProvider } from '@dataProvider/index';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuthProvider, useCanAccessResources, useDataProvider, useLocation } from 'react-admin';
import { activeMenu } from './activeMenu';
import type { ActiveMenu } from './activeMenu';
import { accessResources, workspaces } from './navigation';
import type { MenuAccess, Workspace } from './navigation';
import { withPluginMenus } from './pluginMenus';

const LIST_RESOURCES = accessResources('list');
const UPDATE_RESOURCES = accessResources('update');

/** The query of the enabled plugins' menus; enabling or disabling a plugin invalidates it. */
export const MENU_PLUGINS_QUERY = ['plugins', 'menus'] as const;

export interface Navigation {
  /** Workspaces with at least one menu the user may see, each with only those menus. */
  workspaces: Workspace[];
  active?: ActiveMenu;
}

const accessKey = ({ action, resource }: MenuAccess) => `${action} ${resource}`;

/** The enabled app-page plugins (GET /api/v1/plugins), which bring their menus and pages. */
export function useMenuPlugins() {
  const dataProvider = useDataProvider<VelaDataProvider>();
  return useQuery({ queryKey: MENU_PLUGINS_QUERY, queryFn: () => dataProvider.listMenuPlugins() });
}

/** Our workspaces with the enabled plugins' menus; none while the plugins load or when they fail. */
function useAllWorkspaces(): Workspace[] {
  const plugins = useMenuPlugins();
  return useMemo(() => withPluginMenus(workspaces, plugins.data ?? []), [plugins.data]);
}

/** Which plugin menus' permissions the user has, asked together. */
function usePluginMenuAccess(all: Workspace[]): Record<string, boolean> {
  const authProvider = useAuthProvider();
  const checks = useMemo(() => {
    const ours = new Set(workspaces.flatMap(({ menus }) => menus.map(({ key }) => key)));
    const wanted = all.flatMap(({ menus }) =>
      menus.flatMap((menu) => (!ours.has(menu.key) && menu.access ? [menu.access] : [])),
    );
    return [...new Map(wanted.map((access) => [accessKey(access), access])).values()];
  }, [all]);
  const answers = useQuery({
    queryKey: ['auth', 'pluginMenus', checks],
    queryFn: async () => {
      const allowed = await Promise.all(
        checks.map((access) => authProvider?.canAccess?.(access) ?? Promise.resolve(true)),
      );
      return Object.fromEntries(checks.map((access, index) => [accessKey(access), allowed[index]]));
    },
    enabled: checks.length > 0,
  });
  return answers.data ?? {};
}

export function useNavigation(): Navigation {
  const { pathname } = useLocation();
  const all = useAllWorkspaces();
  const lists = useCanAccessResources({ action: 'list', resources: LIST_RESOURCES });
  const updates = useCanAccessResources({ action: 'update', resources: UPDATE_RESOURCES });
  const pluginAccess = usePluginMenuAccess(all);
  // Until the answers arrive a guarded menu stays hidden, so nothing forbidden flashes by.
  const allowed = (access?: MenuAccess) => {
    if (!access) return true;
    if (access.action === 'list' && LIST_RESOURCES.includes(access.resource))
      return lists.canAccess?.[access.resource] ?? false;
    if (access.action === 'update' && UPDATE_RESOURCES.includes(access.resource))
      return updates.canAccess?.[access.resource] ?? false;
    return pluginAccess[accessKey(access)] ?? false;
  };
  const visible = all
    .map((workspace) => ({ ...workspace, menus: workspace.menus.filter((menu) => allowed(menu.access)) }))
    .filter((workspace) => workspace.menus.length > 0);
  return { workspaces: visible, active: activeMenu(pathname, all) };
}
