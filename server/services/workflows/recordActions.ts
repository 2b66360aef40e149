/**
 * Resume, terminate and roll back, which act on the env's Application CR, i.e. its current run.
 * Like the real server they refuse (plain 500) while that run is still executing.
 */
import type { ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import { deploymentOf } from '../../runtime/deployments';
import { currentRun, resumeRun, stopRun, syncRuns } from '../../runtime/runs';
import type { Stored } from '../../store/documentStore';
import { requireWorkflow } from '../applications/lookups';
import { lastCompleteRevision, rollbackRecord, type WorkflowRecordBase } from '../applications/rollback';
import { requireRecord } from './records';

interface EnvState {
  deployment: Stored<'appDeployment'>;
  run?: Stored<'workflowRecord'>;
}

function checkNotRunning(ctx: ServiceContext, app: string, envName: string): EnvState {
  syncRuns(ctx, app);
  const deployment = deploymentOf(ctx, app, envName);
  if (!deployment?.live) throw new BusinessError(404, `applications.core.oam.dev "${app}" not found`);
  const run = currentRun(ctx, app, envName);
  if (run && !run.finished && run.status !== 'suspending') {
    throw new BusinessError(400, 'workflow is still running, can not operate a running workflow');
  }
  return { deployment, run };
}

export function resumeWorkflowRecord(
  ctx: ServiceContext,
  app: string,
  workflowName: string,
  step: string,
): void {
  const workflow = requireWorkflow(ctx, app, workflowName);
  const { run } = checkNotRunning(ctx, app, workflow.envName);
  if (run?.status === 'suspending') resumeRun(ctx, run, step);
}

export function terminateWorkflowRecord(ctx: ServiceContext, app: string, workflowName: string): void {
  const workflow = requireWorkflow(ctx, app, workflowName);
  const { run } = checkNotRunning(ctx, app, workflow.envName);
  if (run && !run.finished) stopRun(ctx, run, 'terminated');
}

export function rollbackWorkflowRecord(
  ctx: ServiceContext,
  app: string,
  workflowName: string,
  recordName: string,
  rollbackVersion: string,
): WorkflowRecordBase {
  const workflow = requireWorkflow(ctx, app, workflowName);
  const version = rollbackVersion || lastCompleteRevision(ctx, app, workflow);
  const record = requireRecord(ctx, app, workflowName, recordName);
  const { deployment } = checkNotRunning(ctx, app, workflow.envName);
  return rollbackRecord(ctx, app, workflow, record, deployment, version);
}
