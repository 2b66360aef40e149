import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { authorize, can, canOnPlatform, currentUser } from '../http/access';
import { asBody, stringField } from '../http/body';
import { sendRemembered } from '../http/rememberedAnswer';
import { readPaging } from '../services/paging';
import { requireProject } from '../services/projectRecords';
import {
  createProject,
  deleteProject,
  detailProject,
  listProjects,
  updateProject,
} from '../services/projects/projects';
import { listProjectTargets } from '../services/projects/targets';

type ProjectParams = { Params: { projectName: string } };

export function registerProjectRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const base = '/api/v1/projects';
  const project = 'project:{projectName}';

  app.get(base, can('list', project), async (request, reply) => {
    const paging = readPaging(request.query);
    return sendRemembered(reply, ctx.store, `projects ${paging.page} ${paging.pageSize}`, () =>
      listProjects(ctx, paging),
    );
  });

  app.post(base, can('create', project), async (request) => {
    const body = asBody(request.body);
    const input = {
      name: stringField(body, 'name'),
      alias: stringField(body, 'alias'),
      description: stringField(body, 'description'),
      owner: stringField(body, 'owner'),
      namespace: stringField(body, 'namespace'),
    };
    return createProject(ctx, input, currentUser(request).name);
  });

  app.get<ProjectParams>(`${base}/:projectName`, can('detail', project), async (request) =>
    detailProject(ctx, request.params.projectName),
  );

  // A new owner becomes a Project Admin: who may hand that out is decided by platform roles alone.
  app.put<ProjectParams>(`${base}/:projectName`, can('update', project), async (request) => {
    const body = asBody(request.body);
    const owner = stringField(body, 'owner');
    if (owner && owner !== requireProject(ctx, request.params.projectName).owner) {
      authorize(ctx, request, { action: 'update', resource: project, platformOnly: true });
    }
    return updateProject(ctx, request.params.projectName, {
      alias: stringField(body, 'alias'),
      description: stringField(body, 'description'),
      owner,
    });
  });

  app.delete<ProjectParams>(`${base}/:projectName`, canOnPlatform('delete', project), async (request) => {
    deleteProject(ctx, request.params.projectName);
    return {};
  });

  app.get<ProjectParams>(`${base}/:projectName/targets`, can('detail', project), async (request) => {
    requireProject(ctx, request.params.projectName);
    return listProjectTargets(ctx, request.params.projectName);
  });
}
