/**
 * The Grafana catalogue of the extension workspace (specification, console shell §2): each config of
 * the `grafana` template with an `endpoint` is a link to it, named by its alias (else its name), opened
 * in a new tab. Configs come from the server: an endpoint that is not http(s) is left out.
 */
import InsightsIcon from '@mui/icons-material/Insights';
import { safeHref } from '@src/common/safeUrl';
import { activeMenu } from './activeMenu';
import type { MenuItem, Workspace, WorkspaceName } from './navigation';

export const GRAFANA_TEMPLATE = 'grafana';
const GRAFANA_CATALOG = 'Grafana';
const GRAFANA_WORKSPACE: WorkspaceName = 'extension';
/** Who may list configs reads the catalogue. */
export const GRAFANA_ACCESS = { action: 'list', resource: 'config:*' } as const;

/** What the catalogue reads of a config, as GET /configs?template=grafana lists it (checked, being server data). */
export interface GrafanaConfig {
  name?: unknown;
  alias?: unknown;
  properties?: unknown;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function linkOf(config: GrafanaConfig): MenuItem[] {
  // Server data: a field of another type leaves the config out rather than break the navigation.
  const endpoint: unknown = (config.properties as { endpoint?: unknown } | null | undefined)?.endpoint;
  const href = safeHref(endpoint);
  const label = [config.alias, config.name].find(isText);
  if (!href || !isText(config.name) || !label) return [];
  return [
    {
      key: `grafana:${config.name}`,
      labelKey: '',
      label,
      to: href,
      icon: InsightsIcon,
      access: GRAFANA_ACCESS,
      catalog: GRAFANA_CATALOG,
      external: true,
      matches: () => false,
    },
  ];
}

/** The workspaces with a link for each Grafana config that has a web address, after the other menus. */
export function withGrafanaMenus(base: Workspace[], configs: readonly GrafanaConfig[]): Workspace[] {
  const links = configs.flatMap(linkOf);
  if (links.length === 0) return base;
  return base.map((workspace) =>
    workspace.name === GRAFANA_WORKSPACE
      ? { ...workspace, menus: [...workspace.menus, ...links] }
      : workspace,
  );
}

/**
 * Whether the side navigation of this page may show the catalogue: on the extension workspace's pages,
 * and on pages outside every workspace (which show the first workspace the user may see). Elsewhere the
 * configs are not read, so the screens people open all day wait for nothing of it.
 */
export function showsGrafanaMenus(workspaces: Workspace[], pathname: string): boolean {
  const workspace = activeMenu(pathname, workspaces)?.workspace;
  return workspace === undefined || workspace === GRAFANA_WORKSPACE;
}
