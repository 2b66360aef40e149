import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import { can } from '../http/access';
import { queryString } from '../services/paging';
import { requirePipeline } from '../services/pipelines/pipelineLookup';
import {
  deleteRun,
  listRuns,
  requireRun,
  resumeRun,
  stopRun,
  terminateRun,
} from '../services/pipelines/runs';
import { requireRunContext, runBase, runStatus } from '../services/pipelines/runState';
import { runInputs, runLog, runOutputs } from '../services/pipelines/stepIO';

type RunParams = { Params: { projectName: string; pipelineName: string; runName: string } };

/** The runs of a pipeline. Every run route checks `pipelineRun:*`: the path parameter is `runName`. */
export function registerPipelineRunRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const base = '/api/v1/projects/:projectName/pipelines/:pipelineName/runs';
  const run = 'project:{projectName}/pipeline:{pipelineName}/pipelineRun:{pipelineRunName}';

  const pipelineOf = (request: FastifyRequest<RunParams>) =>
    requirePipeline(ctx, request.params.projectName, request.params.pipelineName);
  const runOf = (request: FastifyRequest<RunParams>) =>
    requireRun(ctx, pipelineOf(request), request.params.runName);
  const step = (request: FastifyRequest<RunParams>) => queryString(request.query, 'step');

  app.get<RunParams>(base, can('list', run), async (request) => listRuns(ctx, pipelineOf(request)));

  app.get<RunParams>(`${base}/:runName`, can('detail', run), async (request) => runBase(ctx, runOf(request)));

  app.delete<RunParams>(`${base}/:runName`, can('delete', run), async (request) =>
    deleteRun(ctx, pipelineOf(request), request.params.runName),
  );

  app.get<RunParams>(`${base}/:runName/status`, can('detail', run), async (request) => {
    const found = runOf(request);
    requireRunContext(ctx, found);
    return runStatus(ctx, found);
  });

  app.get<RunParams>(`${base}/:runName/log`, can('detail', run), async (request) =>
    runLog(ctx, runOf(request), step(request)),
  );

  app.get<RunParams>(`${base}/:runName/output`, can('detail', run), async (request) =>
    runOutputs(ctx, runOf(request), step(request)),
  );

  app.get<RunParams>(`${base}/:runName/input`, can('detail', run), async (request) =>
    runInputs(ctx, runOf(request), step(request)),
  );

  app.post<RunParams>(`${base}/:runName/stop`, can('stop', run), async (request) =>
    stopRun(ctx, pipelineOf(request), request.params.runName),
  );

  app.post<RunParams>(`${base}/:runName/resume`, can('resume', run), async (request) => {
    resumeRun(ctx, pipelineOf(request), request.params.runName, step(request));
    return {};
  });

  app.post<RunParams>(`${base}/:runName/terminate`, can('terminate', run), async (request) => {
    terminateRun(ctx, pipelineOf(request), request.params.runName);
    return {};
  });
}
