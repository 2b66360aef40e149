/**
 * What the steps of a run logged, received and produced. The simulator writes a short log for every
 * started step, and values for the declared inputs and outputs once the producing step succeeded.
 */
import type { Schemas, ServiceContext } from '../../context';
import { podIp } from '../../runtime/hash';
import { allSteps } from '../../runtime/plan';
import { syncRuns } from '../../runtime/runs';
import type { StepPlan, StepStatus } from '../../store/applicationRecords';
import type { Stored } from '../../store/documentStore';
import { requireWorkflow } from '../applications/lookups';
import { requireRecord } from './records';

type StepOutput = Schemas['v1.StepOutputBase'];
type StepInput = Schemas['v1.StepInputBase'];

export interface StepLog {
  id: string;
  name: string;
  type: string;
  phase: string;
  source: string;
  log: string;
}

interface PlayedStep {
  plan: StepPlan;
  status?: Omit<StepStatus, 'subSteps'>;
}

function playedSteps(record: Stored<'workflowRecord'>): PlayedStep[] {
  const statuses = record.steps.flatMap((s) => [s, ...(s.subSteps ?? [])]);
  return allSteps(record.plan).map((plan) => ({ plan, status: statuses.find((s) => s.id === plan.id) }));
}

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

function logLines(step: PlayedStep, record: Stored<'workflowRecord'>): string[] {
  const { plan, status } = step;
  if (!status?.firstExecuteTime) return [];
  const at = (time?: string) => time ?? '';
  const start = at(status.firstExecuteTime);
  const end = at(status.lastExecuteTime);
  const lines = [`${start} INFO  step ${plan.name} (${plan.type}) started`];
  for (const placement of plan.placements) {
    lines.push(
      `${start} INFO  apply components [${plan.components.join(', ')}] to cluster ${placement.cluster}, namespace ${placement.namespace}`,
    );
  }
  if (plan.outcome === 'suspend') lines.push(`${start} INFO  suspended, waiting for resume`);
  if (record.resumes[plan.name]) lines.push(`${record.resumes[plan.name]} INFO  resumed`);
  if (status.phase === 'succeeded') lines.push(`${end} INFO  step ${plan.name} succeeded`);
  if (status.phase === 'failed') lines.push(`${end} ERROR ${status.message || 'step failed'}`);
  if (status.phase === 'stopped') lines.push(`${end} WARN  stopped because a newer run started`);
  return lines;
}

export function workflowRecordLogs(
  ctx: ServiceContext,
  app: string,
  workflowName: string,
  name: string,
  stepName: string,
): StepLog | Record<string, never> {
  const record = loadRecord(ctx, app, workflowName, name);
  const step = playedSteps(record).find((s) => s.plan.name === stepName);
  if (!step) return {};
  return {
    id: step.plan.id,
    name: step.plan.name,
    type: step.plan.type,
    phase: step.status?.phase ?? '',
    source: 'Resource',
    log: logLines(step, record).join('\n'),
  };
}

/** A plausible value for an output, from what its `valueFrom` path names. */
function outputValue(record: Stored<'workflowRecord'>, valueFrom: string): string {
  if (/ip/i.test(valueFrom)) return JSON.stringify(podIp(`${record.name}/${valueFrom}`));
  if (/replicas|count/i.test(valueFrom)) return JSON.stringify(1);
  if (/ready|healthy/i.test(valueFrom)) return JSON.stringify(true);
  return JSON.stringify(`${record.app}-${valueFrom.split('.').at(-1) ?? 'value'}`);
}

function selected(record: Stored<'workflowRecord'>, stepName: string): PlayedStep[] {
  return playedSteps(record).filter((s) => !stepName || s.plan.name === stepName);
}

function succeeded(step?: PlayedStep): boolean {
  return step?.status?.phase === 'succeeded';
}

export function workflowRecordOutputs(
  ctx: ServiceContext,
  app: string,
  workflowName: string,
  name: string,
  stepName: string,
): { outputs: StepOutput[] } {
  const record = loadRecord(ctx, app, workflowName, name);
  const outputs = selected(record, stepName).map((step) => ({
    id: step.plan.id,
    name: step.plan.name,
    type: step.plan.type,
    phase: step.status?.phase ?? '',
    values: step.plan.outputs.map((output) => ({
      name: output.name,
      valueFrom: output.valueFrom,
      value: succeeded(step) ? outputValue(record, output.valueFrom) : '',
    })),
  }));
  return { outputs };
}

export function workflowRecordInputs(
  ctx: ServiceContext,
  app: string,
  workflowName: string,
  name: string,
  stepName: string,
): { inputs: StepInput[] } {
  const record = loadRecord(ctx, app, workflowName, name);
  const all = playedSteps(record);
  const inputs = selected(record, stepName).map((step) => ({
    id: step.plan.id,
    name: step.plan.name,
    type: step.plan.type,
    phase: step.status?.phase ?? '',
    values: step.plan.inputs.map((input) => {
      const producer = all.find((other) => other.plan.outputs.some((output) => output.name === input.from));
      const output = producer?.plan.outputs.find((o) => o.name === input.from);
      return {
        from: input.from,
        fromStep: producer?.plan.name ?? '',
        parameterKey: input.parameterKey ?? '',
        value: producer && output && succeeded(producer) ? outputValue(record, output.valueFrom) : '',
      };
    }),
  }));
  return { inputs };
}
