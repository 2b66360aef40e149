/**
 * GET /healthz: this process is up and serving. It answers from the process itself in both modes, so
 * a Kubernetes probe does not restart the console while the API server it proxies to is away.
 */
import type { FastifyInstance } from 'fastify';

export const HEALTH_PATH = '/healthz';

export function registerHealth(app: FastifyInstance): void {
  app.get(HEALTH_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
}
