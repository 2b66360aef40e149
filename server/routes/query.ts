/**
 * `GET /api/v1/query?velaql=…`: any signed-in user, as in the real server, but every view answers
 * only from the applications and projects the caller may read (the real server shows everything).
 */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { currentUser, tokenRoute } from '../http/access';
import { queryString } from '../services/paging';
import { runVelaQL } from '../services/velaql/query';
import { readScopeOf } from '../services/velaql/scope';

export function registerQueryRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/api/v1/query', tokenRoute, async (request) =>
    runVelaQL(ctx, queryString(request.query, 'velaql'), readScopeOf(ctx, currentUser(request))),
  );
}
