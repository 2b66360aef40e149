import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { publicRoute } from '../http/access';
import { readPluginFile } from '../services/plugins/files';

type FileParams = { Params: { pluginId: string; '*': string } };

/**
 * A plugin's module and static files. Public, as on the real server: the browser loads the module
 * and its images without the console's Authorization header.
 */
export function registerPluginFileRoutes(
  app: FastifyInstance,
  ctx: ServiceContext,
  builtPluginsDir: string | undefined,
): void {
  app.get<FileParams>('/public/plugins/:pluginId/*', publicRoute, async (request, reply) => {
    const file = await readPluginFile(ctx, request.params.pluginId, request.params['*'], builtPluginsDir);
    return reply.type(file.contentType).header('cache-control', 'no-cache').send(file.content);
  });
}
