import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { can, currentUser } from '../http/access';
import { cloudShellPage, destroyCloudShell, prepareCloudShell } from '../services/cloudshell';

/** The cloud shell and the page it is shown through (an iframe, so `?token=` works there too). */
export function registerCloudShellRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.post('/api/v1/cloudshell', can('create', 'cloudshell:*'), async (request) =>
    prepareCloudShell(ctx, currentUser(request).name),
  );

  // The contract declares a SimpleResponse here, where the real server answers `{}`.
  app.delete('/api/v1/cloudshell', can('delete', 'cloudshell:*'), async (request) => {
    destroyCloudShell(ctx, currentUser(request).name);
    return { status: 'success' };
  });

  for (const path of ['/view/cloudshell', '/view/cloudshell/*']) {
    app.get(path, can('create', 'cloudshell:*'), async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(cloudShellPage(ctx, currentUser(request).name)),
    );
  }
}
