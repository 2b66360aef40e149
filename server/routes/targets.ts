import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { can, currentUser } from '../http/access';
import { asBody, stringField, type Body } from '../http/body';
import { objectField, optionalObject } from '../http/bodyExtras';
import { queryString, readPaging } from '../services/paging';
import {
  createTarget,
  deleteTarget,
  detailTarget,
  listTargets,
  updateTarget,
  type CreateTargetInput,
} from '../services/projects/targets';

type TargetParams = { Params: { targetName: string } };

function clusterOf(body: Body): CreateTargetInput['cluster'] {
  const cluster = optionalObject(body, 'cluster');
  if (!cluster) return undefined;
  return { clusterName: stringField(cluster, 'clusterName'), namespace: stringField(cluster, 'namespace') };
}

export function registerTargetRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const base = '/api/v1/targets';
  const target = 'target:{targetName}';

  app.get(base, can('list', target), async (request) =>
    listTargets(ctx, readPaging(request.query), queryString(request.query, 'project')),
  );

  app.post(base, can('create', target), async (request) => {
    const body = asBody(request.body);
    return createTarget(ctx, {
      name: stringField(body, 'name'),
      alias: stringField(body, 'alias'),
      description: stringField(body, 'description'),
      project: stringField(body, 'project'),
      cluster: clusterOf(body),
      variable: objectField(body, 'variable'),
    });
  });

  app.get<TargetParams>(`${base}/:targetName`, can('detail', target), async (request) =>
    detailTarget(ctx, request.params.targetName),
  );

  app.put<TargetParams>(`${base}/:targetName`, can('update', target), async (request) => {
    const body = asBody(request.body);
    return updateTarget(ctx, request.params.targetName, {
      alias: stringField(body, 'alias'),
      description: stringField(body, 'description'),
      variable: objectField(body, 'variable'),
    });
  });

  // The contract declares a SimpleResponse here, where the real server answers `{}`.
  app.delete<TargetParams>(`${base}/:targetName`, can('delete', target), async (request) => {
    const user = currentUser(request).name;
    const projects = ctx.store.list('projectUser', { where: { username: user } }).map((m) => m.project);
    deleteTarget(ctx, request.params.targetName, projects);
    return { status: 'success' };
  });
}
