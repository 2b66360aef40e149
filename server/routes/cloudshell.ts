import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { can, currentUser, type PermissionCheck } from '../http/access';
import { acceptWebsocket } from '../http/websocketRoutes';
import {
  cloudShellPage,
  destroyCloudShell,
  prepareCloudShell,
  requireReadyShell,
} from '../services/cloudshell/cloudshell';
import { issueTicketCookie, TICKET_HEADER } from '../services/cloudshell/cloudshellTickets';
import { runTerminal, terminalScript } from '../services/cloudshell/cloudshellTerminal';

/** The view's pages and terminal take the Authorization header, or else a ticket cookie. */
const viewAccess: { config: { access: PermissionCheck } } = {
  config: { access: { action: 'create', resource: 'cloudshell:*', viewTicket: true } },
};

/**
 * The cloud shell and the page it is shown through (a frame or a new tab). A Completed preparation
 * hands the browser a ticket for the page, and the page one for its terminal (services/cloudshell/cloudshellTickets.ts).
 */
export function registerCloudShellRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.post('/api/v1/cloudshell', can('create', 'cloudshell:*'), async (request, reply) => {
    const user = currentUser(request);
    const prepared = prepareCloudShell(ctx, user.name);
    if (prepared.status === 'Completed') {
      reply.header('set-cookie', issueTicketCookie(ctx, user)).header(TICKET_HEADER, 'cookie');
    }
    return prepared;
  });

  // The contract declares a SimpleResponse here, where the real server answers `{}`.
  app.delete('/api/v1/cloudshell', can('delete', 'cloudshell:*'), async (request) => {
    destroyCloudShell(ctx, currentUser(request).name);
    return { status: 'success' };
  });

  app.get('/view/cloudshell/ws', viewAccess, async (request, reply) => {
    const username = currentUser(request).name;
    requireReadyShell(ctx, username);
    return acceptWebsocket(request, reply, (socket) => runTerminal(socket, username));
  });

  // The page's script is the same for everyone and holds nothing private: a script tag sends no token.
  app.get('/view/cloudshell/terminal.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(terminalScript),
  );

  for (const path of ['/view/cloudshell', '/view/cloudshell/*']) {
    app.get(path, viewAccess, async (request, reply) => {
      const user = currentUser(request);
      const page = cloudShellPage(ctx, user.name);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('set-cookie', issueTicketCookie(ctx, user))
        .send(page);
    });
  }
}
