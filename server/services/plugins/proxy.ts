/**
 * The backend proxy of a plugin (facts §10): `/proxy/plugins/<id>/<path>` for an enabled backend
 * plugin with `proxy`, only on the routes it declares, each checked against the caller's permissions
 * on `plugin:<id>/<resource>:*`. The sandbox has no Kubernetes API behind it: it answers the one
 * kube-api route its catalogue declares (the node dashboard's node list) from its clusters.
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import type { Stored } from '../../store/documentStore';
import { isAllowed } from '../rbac/access';
import { requireInstalled } from './plugins';

type Route = Schemas['types.Route'];

function routeMatches(route: Route, method: string, path: string): boolean {
  if ((route.method || 'GET').toUpperCase() !== method) return false;
  const wanted = route.path.split('/');
  const asked = path.split('/');
  return (
    wanted.length === asked.length &&
    wanted.every((part, index) => (part.startsWith(':') ? asked[index] !== '' : part === asked[index]))
  );
}

function nodeList(ctx: ServiceContext) {
  const items = ctx.store.list('cluster').map((cluster) => ({
    apiVersion: 'v1',
    kind: 'Node',
    metadata: {
      name: `${cluster.name}-node-1`,
      labels: { 'kubernetes.io/hostname': `${cluster.name}-node-1` },
    },
    status: { conditions: [{ type: 'Ready', status: 'True' }] },
  }));
  return { apiVersion: 'v1', kind: 'NodeList', metadata: {}, items };
}

const simulatedUpstream: Record<string, (ctx: ServiceContext) => unknown> = {
  'GET /api/v1/nodes': nodeList,
};

export function proxyPluginRequest(
  ctx: ServiceContext,
  user: Stored<'user'>,
  request: { pluginId: string; method: string; path: string },
): unknown {
  const entry = requireInstalled(ctx, request.pluginId);
  const { plugin } = entry;
  if (!plugin.backend) throw new BusinessError(18002);
  if (!plugin.proxy) throw new BusinessError(18003);
  if (!ctx.store.get('pluginSetting', plugin.id)?.enabled) throw new BusinessError(18006);
  const route = (plugin.routes ?? []).find((candidate) =>
    routeMatches(candidate, request.method, request.path),
  );
  if (!route) throw new BusinessError(404);
  if (route.permission) {
    const resource = `plugin:${plugin.id}/${route.permission.resource}:*`;
    if (!isAllowed(ctx, user, { action: route.permission.action, resource })) throw new BusinessError(403);
  }
  const upstream = simulatedUpstream[`${request.method} ${request.path}`];
  if (!upstream) throw new BusinessError(502);
  return upstream(ctx);
}
