/**
 * What a pipeline run's steps wrote: their logs (plain text lines), outputs and inputs. Built-in
 * steps (suspend, step-group) have no log config, so their log is empty, as in the real server.
 */
import type { Schemas, ServiceContext } from '../../context';
import type { Stored } from '../../store/documentStore';
import type { PipelineStep } from '../../store/pipelineRecords';
import { simulatePipelineRun, type StepStatus } from './pipelineRun';
import { inputValues, outputValues, type Producer } from './stepIO';

type Run = Stored<'pipelineRun'>;
type SpecStep = Schemas['model.WorkflowStepBase'];
type Output = Schemas['v1alpha1.OutputItem'];

interface ReachedStep extends Producer {
  spec: SpecStep;
  status: StepStatus;
}

function allSpecSteps(steps: PipelineStep[]): SpecStep[] {
  return steps.flatMap((step) => [step, ...(step.subSteps ?? [])]);
}

function reachedSteps(ctx: ServiceContext, run: Run): ReachedStep[] {
  const statuses = simulatePipelineRun(ctx, run).steps.flatMap((status) => [
    status,
    ...(status.subSteps ?? []),
  ]);
  return allSpecSteps(run.steps).flatMap((spec) => {
    const status = statuses.find((candidate) => candidate.name === spec.name);
    if (!status) return [];
    return [
      { spec, status, name: spec.name, outputs: spec.outputs ?? [], succeeded: status.phase === 'succeeded' },
    ];
  });
}

/** The named step, and its sub-steps when it is a group. */
function stepsNamed(ctx: ServiceContext, run: Run, name: string): ReachedStep[] {
  const reached = reachedSteps(ctx, run);
  const group = run.steps.find((step) => step.name === name)?.subSteps ?? [];
  return reached.filter(
    (step) => step.spec.name === name || group.some((sub) => sub.name === step.spec.name),
  );
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value ?? '');
}

function workLines(step: SpecStep): string[] {
  const props = step.properties ?? {};
  switch (step.type) {
    case 'request':
      return [`${text(props.method ?? 'GET')} ${text(props.url)}`];
    case 'addon-operation':
      return [`${text(props.operation ?? 'enable')} addon ${text(props.addonName)}`];
    case 'build-push-image':
      return [`building ${text(props.image)} from ${text(props.context)}`, `pushed ${text(props.image)}`];
    case 'list-config':
    case 'read-config':
      return [`reading configs ${text(props.template ?? props.name)}`];
    case 'print-message-in-status':
      return [text(props.message)];
    default:
      return [`running ${step.type}`];
  }
}

function logOf({ spec, status }: ReachedStep): string {
  if (spec.type === 'suspend' || spec.type === 'step-group') return '';
  const lines = [`${status.firstExecuteTime} INFO step ${spec.name} (${spec.type}) started`];
  lines.push(...workLines(spec).map((line) => `${status.firstExecuteTime} INFO ${line}`));
  if (status.phase === 'succeeded') lines.push(`${status.lastExecuteTime} INFO step ${spec.name} succeeded`);
  if (status.phase === 'failed') {
    lines.push(
      `${status.lastExecuteTime} ERROR step ${spec.name} failed: ${status.message || status.reason}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export function stepLog(
  ctx: ServiceContext,
  run: Run,
  stepName: string,
): Schemas['v1.GetPipelineRunLogResponse'] {
  const step = reachedSteps(ctx, run).find((reached) => reached.spec.name === stepName);
  if (!step) return { id: '', name: '', type: '', phase: '', source: '', log: '' };
  const { id, name = '', type = '', phase = '' } = step.status;
  return { id, name, type, phase, source: '', log: logOf(step) };
}

function outputValue({ spec: step }: ReachedStep, output: Output): string {
  const props = step.properties ?? {};
  switch (step.type) {
    case 'list-config':
      return '[]';
    case 'read-config':
      return '{}';
    case 'request':
      return JSON.stringify({ code: 200, body: { ok: true } });
    case 'build-push-image':
      return text(props.image);
    default:
      return `${step.name}.${output.name}`;
  }
}

function stepBase({ status }: ReachedStep): { id: string; name: string; type: string; phase: string } {
  return { id: status.id, name: status.name ?? '', type: status.type ?? '', phase: status.phase ?? '' };
}

/** The outputs of the named step, or of the sub-steps of the named group. */
export function stepOutputs(
  ctx: ServiceContext,
  run: Run,
  stepName: string,
): Schemas['v1.GetPipelineRunOutputResponse'] {
  const outputs = stepsNamed(ctx, run, stepName)
    .filter((step) => step.outputs.length)
    .map((step) => ({ ...stepBase(step), values: outputValues(step, outputValue) }));
  return { outputs };
}

/** The inputs of the named step, or of the sub-steps of the named group, from the steps reached so far. */
export function stepInputs(
  ctx: ServiceContext,
  run: Run,
  stepName: string,
): Schemas['v1.GetPipelineRunInputResponse'] {
  const reached = reachedSteps(ctx, run);
  const inputs = stepsNamed(ctx, run, stepName)
    .filter((step) => step.spec.inputs?.length)
    .map((step) => ({
      ...stepBase(step),
      values: inputValues(step.spec.inputs ?? [], reached, outputValue),
    }));
  return { inputs };
}
