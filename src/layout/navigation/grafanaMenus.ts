/**
 * The Grafana catalogue of the extension workspace (specification, console shell §2): each config of
 * the `grafana` template with an `endpoint` is a link to it, named by its alias (else its name), opened
 * in a new tab. Configs come from the server: an endpoint that is not http(s) is left out.
 */
import InsightsIcon from '@mui/icons-material/Insights';
import { safeHref } from '@src/common/safeUrl';
import type { MenuItem, Workspace, WorkspaceName } from './navigation';

export const GRAFANA_TEMPLATE = 'grafana';
const GRAFANA_CATALOG = 'Grafana';
const GRAFANA_WORKSPACE: WorkspaceName = 'extension';
/** Who may list configs reads the catalogue. */
export const GRAFANA_ACCESS = { action: 'list', resource: 'config:*' } as const;

/** What the catalogue reads of a config, as GET /configs?template=grafana lists it. */
export interface GrafanaConfig {
  name: string;
  alias?: string;
  properties?: Record<string, unknown>;
}

function linkOf(config: GrafanaConfig): MenuItem[] {
  const href = safeHref(config.properties?.endpoint);
  if (!href) return [];
  return [
    {
      key: `grafana:${config.name}`,
      labelKey: '',
      label: config.alias || config.name,
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
