/**
 * Workflow records (runs): per workflow, per env, app-wide, and one in detail.
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import { recordBase, syncRuns } from '../../runtime/runs';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';
import { requireApp, requireRevision, requireWorkflow } from '../applications/lookups';
import { pageOf, type Paging } from '../paging';

export type WorkflowRecord = Schemas['v1.WorkflowRecord'];
export type DetailWorkflowRecordResponse = Schemas['v1.DetailWorkflowRecordResponse'];

export function toWorkflowRecord(record: Stored<'workflowRecord'>): WorkflowRecord {
  return { ...recordBase(record), steps: record.steps };
}

function byStartTime(
  records: Stored<'workflowRecord'>[],
  order: 'oldest' | 'newest',
): Stored<'workflowRecord'>[] {
  const sorted = [...records].sort((a, b) => a.startTime.localeCompare(b.startTime));
  return order === 'oldest' ? sorted : sorted.reverse();
}

function paged(
  records: Stored<'workflowRecord'>[],
  paging: Paging,
): { records: WorkflowRecord[]; total: number } {
  return { records: pageOf(records, paging).map(toWorkflowRecord), total: records.length };
}

/** Oldest first. */
export function listWorkflowRecords(ctx: ServiceContext, app: string, workflowName: string, paging: Paging) {
  requireWorkflow(ctx, app, workflowName);
  syncRuns(ctx, app);
  return paged(
    byStartTime(ctx.store.list('workflowRecord', { where: { app, workflowName } }), 'oldest'),
    paging,
  );
}

/** Newest first. */
export function listEnvRecords(ctx: ServiceContext, app: string, envName: string, paging: Paging) {
  syncRuns(ctx, app);
  return paged(byStartTime(ctx.store.list('workflowRecord', { where: { app, envName } }), 'newest'), paging);
}

/** Unfinished runs newest first; when all are finished, only the newest one. */
export function listApplicationRecords(
  ctx: ServiceContext,
  app: string,
): { records: WorkflowRecord[]; total: number } {
  requireApp(ctx, app);
  syncRuns(ctx, app);
  const all = byStartTime(ctx.store.list('workflowRecord', { where: { app } }), 'newest');
  const unfinished = all.filter((record) => !record.finished);
  const chosen = unfinished.length ? unfinished : all.slice(0, 1);
  return { records: chosen.map(toWorkflowRecord), total: chosen.length };
}

export function requireRecord(
  ctx: ServiceContext,
  app: string,
  workflowName: string,
  name: string,
): Stored<'workflowRecord'> {
  const record = ctx.store.get('workflowRecord', scopedKey(app, name));
  if (!record || record.workflowName !== workflowName) throw new BusinessError(20007);
  return record;
}

export function detailWorkflowRecord(
  ctx: ServiceContext,
  app: string,
  workflowName: string,
  name: string,
): DetailWorkflowRecordResponse {
  requireWorkflow(ctx, app, workflowName);
  syncRuns(ctx, app);
  const record = requireRecord(ctx, app, workflowName, name);
  const revision = requireRevision(ctx, app, record.revision);
  return {
    ...toWorkflowRecord(record),
    deployTime: revision.createTime,
    deployUser: revision.deployUser,
    note: revision.note,
    triggerType: revision.triggerType,
  };
}
