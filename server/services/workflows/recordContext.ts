/**
 * What the steps of a workflow record logged, received and produced, read through the API: the
 * workflow and the record must exist; the contents are simulated (runtime/recordSteps.ts).
 */
import type { Schemas, ServiceContext } from '../../context';
import { recordStepInputs, recordStepLog, recordStepOutputs, type StepLog } from '../../runtime/recordSteps';
import { syncRuns } from '../../runtime/runs';
import type { Stored } from '../../store/documentStore';
import { requireWorkflow } from '../applications/lookups';
import { requireRecord } from './records';

function loadRecord(
  ctx: ServiceContext,
  app: string,
  workflowName: string,
  name: string,
): Stored<'workflowRecord'> {
  requireWorkflow(ctx, app, workflowName);
  syncRuns(ctx, app);
  return requireRecord(ctx, app, workflowName, name);
}

export function workflowRecordLogs(
  ctx: ServiceContext,
  app: string,
  workflowName: string,
  name: string,
  stepName: string,
): StepLog | Record<string, never> {
  return recordStepLog(loadRecord(ctx, app, workflowName, name), stepName);
}

export function workflowRecordOutputs(
  ctx: ServiceContext,
  app: string,
  workflowName: string,
  name: string,
  stepName: string,
): { outputs: Schemas['v1.StepOutputBase'][] } {
  return recordStepOutputs(loadRecord(ctx, app, workflowName, name), stepName);
}

export function workflowRecordInputs(
  ctx: ServiceContext,
  app: string,
  workflowName: string,
  name: string,
  stepName: string,
): { inputs: Schemas['v1.StepInputBase'][] } {
  return recordStepInputs(loadRecord(ctx, app, workflowName, name), stepName);
}
