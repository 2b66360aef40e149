import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import type { VelaDataProvider } from '@dataProvider/index';
import { useFeatures } from '@src/registry/featuresContext';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  useAuthProvider,
  useCanAccess,
  useCanAccessResources,
  useDataProvider,
  useGetList,
  useLocation,
} from 'react-admin';
import { activeMenu } from './activeMenu';
import type { ActiveMenu } from './activeMenu';
import { accessResources, pageMenus, workspacesOf } from './navigation';
import type { MenuAccess, Workspace } from './navigation';
import {
  GRAFANA_ACCESS,
  GRAFANA_TEMPLATE,
  showsGrafanaMenus,
  withGrafanaMenus,
  type GrafanaConfig,
} from './grafanaMenus';
import { withPluginMenus } from './pluginMenus';

/** The query of the enabled plugins' menus; enabling or disabling a plugin invalidates it. */
export const MENU_PLUGINS_QUERY = ['plugins', 'menus'] as const;

export interface Navigation {
  /** Workspaces with at least one console page the user may see, each with only the menus they may see. */
  workspaces: Workspace[];
  active?: ActiveMenu;
  /** Whether every answer the menus depend on is in: until then there are no workspaces. */
  settled: boolean;
}

const accessKey = ({ action, resource }: MenuAccess) => `${action} ${resource}`;

/** A part of the navigation, and whether its answers are all in (or failed). */
interface Settling<T> {
  value: T;
  settled: boolean;
}

/** The enabled app-page plugins (GET /api/v1/plugins), which bring their menus and pages. */
export function useMenuPlugins() {
  const dataProvider = useDataProvider<VelaDataProvider>();
  return useQuery({ queryKey: MENU_PLUGINS_QUERY, queryFn: () => dataProvider.listMenuPlugins() });
}

const GRAFANA_CONFIGS = {
  filter: { template: GRAFANA_TEMPLATE },
  pagination: { page: 1, perPage: 1000 },
  // The navigation goes on without the catalogue when the list fails: no toast on every page.
  meta: ERROR_SHOWN_BY_PAGE,
};

const NO_CONFIGS: readonly GrafanaConfig[] = [];

/**
 * The configs of the Grafana template, read only by who may list configs and only where the catalogue
 * may show. A react-admin list of `configs`, so every config created, changed or deleted through
 * react-admin refreshes it.
 */
function useGrafanaConfigs(shown: boolean): Settling<readonly GrafanaConfig[]> {
  const access = useCanAccess({ ...GRAFANA_ACCESS, enabled: shown });
  const allowed = shown && access.canAccess === true;
  const list = useGetList<GrafanaConfig & { id: string }>('configs', GRAFANA_CONFIGS, { enabled: allowed });
  const settled = !shown || (!access.isPending && (!allowed || !list.isPending));
  return { value: (allowed && list.data) || NO_CONFIGS, settled };
}

/** Our workspaces with the enabled plugins' menus and the Grafana links; none of either while they load or when they fail. */
function useAllWorkspaces(ours: Workspace[], pathname: string): Settling<Workspace[]> {
  const plugins = useMenuPlugins();
  const base = useMemo(() => withPluginMenus(ours, plugins.data ?? []), [ours, plugins.data]);
  const grafana = useGrafanaConfigs(showsGrafanaMenus(base, pathname));
  const all = useMemo(() => withGrafanaMenus(base, grafana.value), [base, grafana.value]);
  return { value: all, settled: !plugins.isPending && grafana.settled };
}

const NO_ANSWERS: Record<string, boolean> = {};

/** Which plugin menus' permissions the user has, asked together. */
function usePluginMenuAccess(ours: Workspace[], all: Workspace[]): Settling<Record<string, boolean>> {
  const authProvider = useAuthProvider();
  const checks = useMemo(() => {
    const ourKeys = new Set(ours.flatMap(({ menus }) => menus.map(({ key }) => key)));
    const wanted = all.flatMap(({ menus }) =>
      menus.flatMap((menu) => (!ourKeys.has(menu.key) && menu.access ? [menu.access] : [])),
    );
    return [...new Map(wanted.map((access) => [accessKey(access), access])).values()];
  }, [ours, all]);
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
  return { value: answers.data ?? NO_ANSWERS, settled: checks.length === 0 || !answers.isPending };
}

/** The features' workspaces, and the permission resources their menus check for list and update. */
function useOurWorkspaces() {
  const features = useFeatures();
  return useMemo(() => {
    const ours = workspacesOf(features);
    return { ours, lists: accessResources(ours, 'list'), updates: accessResources(ours, 'update') };
  }, [features]);
}

const NO_WORKSPACES: Workspace[] = [];

/**
 * The menus once every answer they depend on is in (plugins, access checks, the Grafana catalogue), so the
 * bars are drawn twice at start (empty, then whole) instead of once per answer (issue 35); the active menu,
 * which the page's access gate reads, from our own menus until then.
 */
export function useNavigation(): Navigation {
  const { pathname } = useLocation();
  const { ours, lists: listResources, updates: updateResources } = useOurWorkspaces();
  const { value: all, settled: allSettled } = useAllWorkspaces(ours, pathname);
  const lists = useCanAccessResources({ action: 'list', resources: listResources });
  const updates = useCanAccessResources({ action: 'update', resources: updateResources });
  const { value: pluginAccess, settled: pluginAccessSettled } = usePluginMenuAccess(ours, all);
  const settled = allSettled && pluginAccessSettled && !lists.isPending && !updates.isPending;
  const listAnswers = lists.canAccess;
  const updateAnswers = updates.canAccess;
  const workspaces = useMemo(() => {
    if (!settled) return NO_WORKSPACES;
    const allowed = (access?: MenuAccess) => {
      if (!access) return true;
      if (access.action === 'list' && listResources.includes(access.resource))
        return listAnswers?.[access.resource] ?? false;
      if (access.action === 'update' && updateResources.includes(access.resource))
        return updateAnswers?.[access.resource] ?? false;
      return pluginAccess[accessKey(access)] ?? false;
    };
    return all
      .map((workspace) => ({ ...workspace, menus: workspace.menus.filter((menu) => allowed(menu.access)) }))
      .filter((workspace) => pageMenus(workspace).length > 0);
  }, [settled, all, listResources, updateResources, listAnswers, updateAnswers, pluginAccess]);
  const menus = settled ? all : ours;
  // The same object while nothing it is made of changed: the bars drawn from it are not drawn again.
  return useMemo(
    () => ({ workspaces, active: activeMenu(pathname, menus), settled }),
    [workspaces, pathname, menus, settled],
  );
}
