/**
 * Workflow routes of an application: workflows, their records, and the record actions (GET, as in
 * the real server).
 */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { can } from '../http/access';
import { requireApp } from '../services/applications/lookups';
import { queryString, readPaging } from '../services/paging';
import {
  resumeWorkflowRecord,
  rollbackWorkflowRecord,
  terminateWorkflowRecord,
} from '../services/workflows/recordActions';
import {
  workflowRecordInputs,
  workflowRecordLogs,
  workflowRecordOutputs,
} from '../services/workflows/recordContext';
import { detailWorkflowRecord, listWorkflowRecords } from '../services/workflows/records';
import {
  createOrUpdateWorkflow,
  deleteWorkflow,
  detailWorkflow,
  listWorkflows,
  updateWorkflow,
} from '../services/workflows/workflows';
import { workflowInput } from './applicationBodies';
import { appResource, type AppParams } from './applications';

type WorkflowParams = { Params: { appName: string; workflowName: string } };
type RecordParams = { Params: { appName: string; workflowName: string; record: string } };

export function registerWorkflowRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const base = '/api/v1/applications/:appName/workflows';
  const one = `${base}/:workflowName`;
  const record = `${one}/records/:record`;
  const anyWorkflow = `${appResource}/workflow:*`;
  const workflow = `${appResource}/workflow:{workflowName}`;
  const recordResource = `${workflow}/record:{record}`;

  app.get<AppParams>(base, can('list', anyWorkflow), async (request) => {
    requireApp(ctx, request.params.appName);
    return listWorkflows(ctx, request.params.appName);
  });

  app.post<AppParams>(base, can('create', anyWorkflow), async (request) => {
    requireApp(ctx, request.params.appName);
    return createOrUpdateWorkflow(ctx, request.params.appName, workflowInput(request.body));
  });

  app.get<WorkflowParams>(one, can('detail', workflow), async (request) => {
    requireApp(ctx, request.params.appName);
    return detailWorkflow(ctx, request.params.appName, request.params.workflowName);
  });

  app.put<WorkflowParams>(one, can('update', workflow), async (request) => {
    requireApp(ctx, request.params.appName);
    const { name: _name, envName: _envName, ...update } = workflowInput(request.body);
    return updateWorkflow(ctx, request.params.appName, request.params.workflowName, update);
  });

  // The contract declares `{status}` here where the real server writes `{}`.
  app.delete<WorkflowParams>(one, can('delete', workflow), async (request) => {
    requireApp(ctx, request.params.appName);
    deleteWorkflow(ctx, request.params.appName, request.params.workflowName);
    return { status: 'succeed' };
  });

  app.get<WorkflowParams>(`${one}/records`, can('list', `${workflow}/record:*`), async (request) => {
    requireApp(ctx, request.params.appName);
    return listWorkflowRecords(
      ctx,
      request.params.appName,
      request.params.workflowName,
      readPaging(request.query),
    );
  });

  app.get<RecordParams>(record, can('detail', recordResource), async (request) => {
    const { appName, workflowName, record: name } = request.params;
    requireApp(ctx, appName);
    return detailWorkflowRecord(ctx, appName, workflowName, name);
  });

  const step = (query: unknown) => queryString(query, 'step');
  for (const [suffix, read] of [
    ['logs', workflowRecordLogs],
    ['inputs', workflowRecordInputs],
    ['outputs', workflowRecordOutputs],
  ] as const) {
    app.get<RecordParams>(`${record}/${suffix}`, can('detail', recordResource), async (request) => {
      const { appName, workflowName, record: name } = request.params;
      requireApp(ctx, appName);
      return read(ctx, appName, workflowName, name, step(request.query));
    });
  }

  app.get<RecordParams>(`${record}/resume`, can('resume', recordResource), async (request) => {
    requireApp(ctx, request.params.appName);
    resumeWorkflowRecord(ctx, request.params.appName, request.params.workflowName, step(request.query));
    return {};
  });

  app.get<RecordParams>(`${record}/terminate`, can('terminate', recordResource), async (request) => {
    requireApp(ctx, request.params.appName);
    terminateWorkflowRecord(ctx, request.params.appName, request.params.workflowName);
    return {};
  });

  app.get<RecordParams>(`${record}/rollback`, can('rollback', recordResource), async (request) => {
    const { appName, workflowName, record: name } = request.params;
    requireApp(ctx, appName);
    return rollbackWorkflowRecord(
      ctx,
      appName,
      workflowName,
      name,
      queryString(request.query, 'rollbackVersion'),
    );
  });
}
