import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { currentUser, tokenRoute } from '../http/access';
import { proxyPluginRequest } from '../services/plugins/proxy';

type ProxyParams = { Params: { pluginId: string; '*': string } };

/** A backend plugin's proxy: any signed-in user; each declared route checks its own permission. */
export function registerPluginProxyRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.all<ProxyParams>('/proxy/plugins/:pluginId/*', tokenRoute, async (request) =>
    proxyPluginRequest(ctx, currentUser(request), {
      pluginId: request.params.pluginId,
      method: request.method,
      path: `/${request.params['*']}`,
    }),
  );
}
