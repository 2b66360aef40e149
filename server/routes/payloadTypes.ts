import type { FastifyInstance } from 'fastify';
import { tokenRoute } from '../http/access';

/** Webhook payload formats a trigger understands. */
const payloadTypes = ['custom', 'dockerHub', 'ACR', 'harbor', 'artifactory'];

export function registerPayloadTypeRoutes(app: FastifyInstance): void {
  app.get('/api/v1/payload_types', tokenRoute, async () => payloadTypes);
}
