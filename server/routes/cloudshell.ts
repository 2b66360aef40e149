import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { can, currentUser } from '../http/access';
import { acceptWebsocket } from '../http/websocketRoutes';
import {
  cloudShellPage,
  destroyCloudShell,
  prepareCloudShell,
  requireReadyShell,
} from '../services/cloudshell';
import { runTerminal, terminalScript } from '../services/cloudshellTerminal';

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

  app.get('/view/cloudshell/ws', can('create', 'cloudshell:*'), async (request, reply) => {
    const username = currentUser(request).name;
    requireReadyShell(ctx, username);
    return acceptWebsocket(request, reply, (socket) => runTerminal(socket, username));
  });

  // The page's script is the same for everyone and holds nothing private: a script tag sends no token.
  app.get('/view/cloudshell/terminal.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(terminalScript),
  );

  for (const path of ['/view/cloudshell', '/view/cloudshell/*']) {
    app.get(path, can('create', 'cloudshell:*'), async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(cloudShellPage(ctx, currentUser(request).name)),
    );
  }
}
