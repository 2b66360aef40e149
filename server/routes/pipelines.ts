import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { can, currentUser, revealRequested, tokenRoute } from '../http/access';
import { asBody, stringField } from '../http/body';
import { queryString } from '../services/paging';
import { createContext, deleteContext, listContexts, updateContext } from '../services/pipelines/contexts';
import { requirePipeline } from '../services/pipelines/pipelineLookup';
import {
  createPipeline,
  deletePipeline,
  getPipeline,
  listPipelines,
  updatePipeline,
} from '../services/pipelines/pipelines';
import { runPipeline } from '../services/pipelines/runs';
import { contextValues, optionalSpec, optionalText, runInput } from './pipelineBodies';

type PipelineParams = { Params: { projectName: string; pipelineName: string } };
type ContextParams = { Params: { projectName: string; pipelineName: string; contextName: string } };

/** Pipelines and their contexts; runs are in ./pipelineRuns. */
export function registerPipelineRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const base = '/api/v1/projects/:projectName/pipelines';
  const pipeline = 'project:{projectName}/pipeline:{pipelineName}';
  const context = `${pipeline}/context:{contextName}`;

  app.get('/api/v1/pipelines', tokenRoute, async (request) =>
    listPipelines(ctx, currentUser(request).name, {
      projectName: queryString(request.query, 'projectName') || queryString(request.query, 'project'),
      query: queryString(request.query, 'query'),
    }),
  );

  app.post<PipelineParams>(base, can('create', pipeline), async (request) => {
    const body = asBody(request.body);
    return createPipeline(ctx, request.params.projectName, {
      name: stringField(body, 'name'),
      alias: stringField(body, 'alias'),
      description: stringField(body, 'description'),
      spec: optionalSpec(body),
    });
  });

  app.get<PipelineParams>(`${base}/:pipelineName`, can('detail', pipeline), async (request) =>
    getPipeline(ctx, request.params.projectName, request.params.pipelineName),
  );

  app.put<PipelineParams>(`${base}/:pipelineName`, can('update', pipeline), async (request) => {
    const body = asBody(request.body);
    return updatePipeline(ctx, request.params.projectName, request.params.pipelineName, {
      alias: optionalText(body, 'alias'),
      description: optionalText(body, 'description'),
      spec: optionalSpec(body),
    });
  });

  app.delete<PipelineParams>(`${base}/:pipelineName`, can('delete', pipeline), async (request) =>
    deletePipeline(ctx, request.params.projectName, request.params.pipelineName),
  );

  app.post<PipelineParams>(`${base}/:pipelineName/run`, can('run', pipeline), async (request) => {
    const found = requirePipeline(ctx, request.params.projectName, request.params.pipelineName);
    return runPipeline(ctx, found, runInput(request.body));
  });

  app.get<PipelineParams>(`${base}/:pipelineName/contexts`, can('list', context), async (request) => {
    const { projectName, pipelineName } = request.params;
    requirePipeline(ctx, projectName, pipelineName);
    const reveal = revealRequested(ctx, request, { action: 'update', resource: context });
    return listContexts(ctx, projectName, pipelineName, reveal);
  });

  app.post<PipelineParams>(`${base}/:pipelineName/contexts`, can('create', context), async (request) => {
    const { projectName, pipelineName } = request.params;
    requirePipeline(ctx, projectName, pipelineName);
    const body = asBody(request.body);
    return createContext(ctx, projectName, pipelineName, {
      name: stringField(body, 'name'),
      values: contextValues(body),
    });
  });

  app.put<ContextParams>(
    `${base}/:pipelineName/contexts/:contextName`,
    can('update', context),
    async (request) => {
      const { projectName, pipelineName, contextName } = request.params;
      requirePipeline(ctx, projectName, pipelineName);
      return updateContext(ctx, projectName, pipelineName, contextName, contextValues(asBody(request.body)));
    },
  );

  app.delete<ContextParams>(
    `${base}/:pipelineName/contexts/:contextName`,
    can('delete', context),
    async (request) => {
      const { projectName, pipelineName, contextName } = request.params;
      requirePipeline(ctx, projectName, pipelineName);
      return deleteContext(ctx, projectName, pipelineName, contextName);
    },
  );
}
