/**
 * Revision routes of an application: list, detail, rollback.
 */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { can } from '../http/access';
import { requireApp } from '../services/applications/lookups';
import { detailRevision, listRevisions } from '../services/applications/revisions';
import { rollbackToRevision } from '../services/applications/rollback';
import { queryString, readPaging } from '../services/paging';
import { appResource, type AppParams } from './applications';

type RevisionParams = { Params: { appName: string; revision: string } };

export function registerRevisionRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const base = '/api/v1/applications/:appName/revisions';
  const revision = `${appResource}/revision:{revision}`;

  app.get<AppParams>(base, can('list', `${appResource}/revision:*`), async (request) =>
    listRevisions(
      ctx,
      request.params.appName,
      { envName: queryString(request.query, 'envName'), status: queryString(request.query, 'status') },
      readPaging(request.query),
    ),
  );

  app.get<RevisionParams>(`${base}/:revision`, can('detail', revision), async (request) => {
    requireApp(ctx, request.params.appName);
    return detailRevision(ctx, request.params.appName, request.params.revision);
  });

  app.post<RevisionParams>(`${base}/:revision/rollback`, can('rollback', revision), async (request) => {
    requireApp(ctx, request.params.appName);
    return rollbackToRevision(ctx, request.params.appName, request.params.revision);
  });
}
