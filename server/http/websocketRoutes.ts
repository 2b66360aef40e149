/**
 * Websocket routes of the sandbox. An upgrade request goes through fastify's router like any request,
 * so the route's access rule (a token, or the cloud shell's ticket cookie) is checked before the socket is accepted;
 * a refused upgrade gets the usual error answer and its socket is closed.
 */
import { ServerResponse, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';

interface PendingUpgrade {
  socket: Duplex;
  head: Buffer;
  sockets: WebSocketServer;
}

const pendingUpgrades = new WeakMap<IncomingMessage, PendingUpgrade>();

export function registerWebsocketUpgrades(app: FastifyInstance): void {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    pendingUpgrades.set(request, { socket, head, sockets });
    const response = new ServerResponse(request);
    // An HTTP server's upgrade socket is its net.Socket, typed as the Duplex it is declared as.
    response.assignSocket(socket as Socket);
    response.on('finish', () => socket.destroy());
    app.routing(request, response);
  });
  app.addHook('preClose', async () => {
    for (const client of sockets.clients) client.terminate();
  });
}

/** Accepts the upgrade behind `request`; a plain GET (no upgrade) is answered 400. */
export function acceptWebsocket(
  request: FastifyRequest,
  reply: FastifyReply,
  onOpen: (socket: WebSocket) => void,
): FastifyReply | undefined {
  const upgrade = pendingUpgrades.get(request.raw);
  if (!upgrade) return reply.code(400).type('text/plain').send('websocket upgrade expected');
  reply.hijack();
  upgrade.sockets.handleUpgrade(request.raw, upgrade.socket, upgrade.head, onOpen);
  return undefined;
}
