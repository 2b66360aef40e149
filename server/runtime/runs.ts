/**
 * Workflow records (runs) over time: started by a deploy or rollback (runStart.ts), brought up to
 * date from the clock whenever they are read, and stopped by a newer run, a terminate or a recycle.
 * Finished runs settle their revision: succeeded → complete, failed → failure.
 */
import type { Schemas, ServiceContext } from '../context';
import { timestamp } from '../context';
import type { Stored } from '../store/documentStore';
import { scopedKey } from '../store/records';
import { deriveRun, stopSteps, type RunState } from './workflow/timeline';

export type WorkflowRecordBase = Schemas['v1.WorkflowRecordBase'];

export function recordBase(record: Stored<'workflowRecord'>): WorkflowRecordBase {
  const base: WorkflowRecordBase = {
    name: record.name,
    namespace: record.namespace,
    workflowName: record.workflowName,
    workflowAlias: record.workflowAlias,
    applicationRevision: record.revision,
    startTime: record.startTime,
    status: record.status,
    message: record.message,
    mode: record.mode,
  };
  if (record.endTime) base.endTime = record.endTime;
  return base;
}

function settleRevision(
  ctx: ServiceContext,
  record: Stored<'workflowRecord'>,
  status: string,
  reason: string,
): void {
  const key = scopedKey(record.app, record.revision);
  const revision = ctx.store.get('appRevision', key);
  if (revision?.status === 'running') ctx.store.update('appRevision', key, { ...revision, status, reason });
}

function saveState(
  ctx: ServiceContext,
  record: Stored<'workflowRecord'>,
  state: RunState,
): Stored<'workflowRecord'> {
  const next = {
    ...record,
    status: state.status,
    message: state.message,
    steps: state.steps,
    finished: state.finished,
    endTime: state.endTime === undefined ? '' : new Date(state.endTime).toISOString(),
  };
  if (JSON.stringify(next) === JSON.stringify(record)) return record;
  const saved = ctx.store.update('workflowRecord', scopedKey(record.app, record.name), next);
  if (state.finished) {
    settleRevision(ctx, saved, state.status === 'succeeded' ? 'complete' : 'failure', state.message);
  }
  return saved;
}

function stateNow(ctx: ServiceContext, record: Stored<'workflowRecord'>): RunState {
  return deriveRun(record, ctx.now().getTime(), ctx.settings.runtimeStepSeconds);
}

/** Brings every unfinished run of the application up to the current time. */
export function syncRuns(ctx: ServiceContext, app: string): void {
  for (const record of ctx.store.list('workflowRecord', { where: { app, finished: false } })) {
    saveState(ctx, record, stateNow(ctx, record));
  }
}

export type StopReason = 'superseded' | 'terminated' | 'recycled';

/** Ends a run early; steps still going become `stopped` (or `failed` on an explicit terminate). */
export function stopRun(ctx: ServiceContext, record: Stored<'workflowRecord'>, why: StopReason): void {
  if (record.finished) return;
  const state = stateNow(ctx, record);
  if (state.finished) {
    saveState(ctx, record, state);
    return;
  }
  const steps =
    why === 'terminated'
      ? stopSteps(state.steps, 'failed', 'Terminate')
      : stopSteps(state.steps, 'stopped', '');
  const message = why === 'terminated' ? 'The workflow is terminated manually' : '';
  const saved = ctx.store.update('workflowRecord', scopedKey(record.app, record.name), {
    ...record,
    status: 'terminated',
    message,
    steps,
    finished: true,
    endTime: timestamp(ctx),
  });
  settleRevision(ctx, saved, 'terminated', message);
}

/** The newest run in an env: the one the env's Application CR is executing. */
export function currentRun(
  ctx: ServiceContext,
  app: string,
  env: string,
): Stored<'workflowRecord'> | undefined {
  const runs = ctx.store.list('workflowRecord', { where: { app, envName: env } });
  return runs.sort((a, b) => a.startTime.localeCompare(b.startTime)).at(-1);
}

/** Resumes the suspended steps of a run (only `step` when given). */
export function resumeRun(ctx: ServiceContext, record: Stored<'workflowRecord'>, step: string): void {
  const state = stateNow(ctx, record);
  const waiting = state.steps
    .flatMap((s) => [s, ...(s.subSteps ?? [])])
    .filter((s) => s.phase === 'suspending' && (!step || s.name === step));
  if (waiting.length === 0) return;
  const now = timestamp(ctx);
  const resumes = { ...record.resumes, ...Object.fromEntries(waiting.map((s) => [s.name, now])) };
  const updated = ctx.store.update('workflowRecord', scopedKey(record.app, record.name), {
    ...record,
    resumes,
  });
  saveState(ctx, updated, stateNow(ctx, updated));
}
