/**
 * `GET /api/v1/query?velaql=…`: any signed-in user, no RBAC check (as in the real server).
 */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { tokenRoute } from '../http/access';
import { queryString } from '../services/paging';
import { runVelaQL } from '../services/velaql/query';

export function registerQueryRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/api/v1/query', tokenRoute, async (request) =>
    runVelaQL(ctx, queryString(request.query, 'velaql')),
  );
}
