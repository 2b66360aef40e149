/**
 * What the steps of an application's workflow run logged, received and produced. The simulator
 * writes a short log for every started step, and values for the declared inputs and outputs once the
 * producing step succeeded (workflow/stepIO.ts).
 */
import type { Schemas } from '../context';
import type { StepPlan, StepStatus } from '../store/applicationRecords';
import type { Stored } from '../store/documentStore';
import { podIp } from './hash';
import { allSteps } from './plan';
import { inputValues, outputValues, type Producer } from './workflow/stepIO';

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

type Run = Stored<'workflowRecord'>;

interface PlayedStep extends Producer {
  plan: StepPlan;
  status?: Omit<StepStatus, 'subSteps'>;
}

function playedSteps(record: Run): PlayedStep[] {
  const statuses = record.steps.flatMap((s) => [s, ...(s.subSteps ?? [])]);
  return allSteps(record.plan).map((plan) => {
    const status = statuses.find((s) => s.id === plan.id);
    return { plan, status, name: plan.name, outputs: plan.outputs, succeeded: status?.phase === 'succeeded' };
  });
}

function logLines(step: PlayedStep, record: Run): string[] {
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

export function recordStepLog(record: Run, stepName: string): StepLog | Record<string, never> {
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
function outputValue(record: Run, valueFrom: string): string {
  if (/ip/i.test(valueFrom)) return JSON.stringify(podIp(`${record.name}/${valueFrom}`));
  if (/replicas|count/i.test(valueFrom)) return JSON.stringify(1);
  if (/ready|healthy/i.test(valueFrom)) return JSON.stringify(true);
  return JSON.stringify(`${record.app}-${valueFrom.split('.').at(-1) ?? 'value'}`);
}

function selected(record: Run, stepName: string): PlayedStep[] {
  return playedSteps(record).filter((s) => !stepName || s.plan.name === stepName);
}

function stepBase(step: PlayedStep) {
  return { id: step.plan.id, name: step.plan.name, type: step.plan.type, phase: step.status?.phase ?? '' };
}

/** Every step's outputs, or the named step's. */
export function recordStepOutputs(record: Run, stepName: string): { outputs: StepOutput[] } {
  const valueOf = (_: PlayedStep, output: { valueFrom: string }) => outputValue(record, output.valueFrom);
  const outputs = selected(record, stepName).map((step) => ({
    ...stepBase(step),
    values: outputValues(step, valueOf),
  }));
  return { outputs };
}

/** Every step's inputs, or the named step's, read from any step of the run. */
export function recordStepInputs(record: Run, stepName: string): { inputs: StepInput[] } {
  const valueOf = (_: PlayedStep, output: { valueFrom: string }) => outputValue(record, output.valueFrom);
  const all = playedSteps(record);
  const inputs = selected(record, stepName).map((step) => ({
    ...stepBase(step),
    values: inputValues(step.plan.inputs, all, valueOf),
  }));
  return { inputs };
}
