/**
 * What a run's steps wrote: their logs (plain text lines), outputs and inputs. Built-in steps
 * (suspend, step-group) have no log config, so their log is empty, as in the real server.
 */
import type { Schemas, ServiceContext } from '../../context';
import type { Stored } from '../../store/documentStore';
import type { PipelineStep } from '../../store/pipelineRecords';
import { requireRunContext, simulate } from './runState';
import type { StepStatus } from './simulation';

type Run = Stored<'pipelineRun'>;
type SpecStep = Schemas['model.WorkflowStepBase'];
type Output = Schemas['v1alpha1.OutputItem'];

interface ReachedStep {
  spec: SpecStep;
  status: StepStatus;
}

function allSpecSteps(steps: PipelineStep[]): SpecStep[] {
  return steps.flatMap((step) => [step, ...(step.subSteps ?? [])]);
}

function reachedSteps(ctx: ServiceContext, run: Run): ReachedStep[] {
  const statuses = simulate(ctx, run).steps.flatMap((status) => [status, ...(status.subSteps ?? [])]);
  return allSpecSteps(run.steps).flatMap((spec) => {
    const status = statuses.find((candidate) => candidate.name === spec.name);
    return status ? [{ spec, status }] : [];
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

export function runLog(
  ctx: ServiceContext,
  run: Run,
  stepName: string,
): Schemas['v1.GetPipelineRunLogResponse'] {
  requireRunContext(ctx, run);
  const step = reachedSteps(ctx, run).find((reached) => reached.spec.name === stepName);
  if (!step) return { id: '', name: '', type: '', phase: '', source: '', log: '' };
  const { id, name = '', type = '', phase = '' } = step.status;
  return { id, name, type, phase, source: '', log: logOf(step) };
}

function outputValue(step: SpecStep, output: Output): string {
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

export function runOutputs(
  ctx: ServiceContext,
  run: Run,
  stepName: string,
): Schemas['v1.GetPipelineRunOutputResponse'] {
  requireRunContext(ctx, run);
  const outputs = stepsNamed(ctx, run, stepName)
    .filter((step) => step.spec.outputs?.length)
    .map((step) => ({
      ...stepBase(step),
      values: (step.spec.outputs ?? []).map((output) => ({
        name: output.name,
        valueFrom: output.valueFrom,
        value: step.status.phase === 'succeeded' ? outputValue(step.spec, output) : '',
      })),
    }));
  return { outputs };
}

export function runInputs(
  ctx: ServiceContext,
  run: Run,
  stepName: string,
): Schemas['v1.GetPipelineRunInputResponse'] {
  requireRunContext(ctx, run);
  const reached = reachedSteps(ctx, run);
  const inputs = stepsNamed(ctx, run, stepName)
    .filter((step) => step.spec.inputs?.length)
    .map((step) => ({
      ...stepBase(step),
      values: (step.spec.inputs ?? []).map((input) => {
        const source = reached.find((candidate) =>
          candidate.spec.outputs?.some((output) => output.name === input.from),
        );
        const output = source?.spec.outputs?.find((candidate) => candidate.name === input.from);
        const value =
          source && output && source.status.phase === 'succeeded' ? outputValue(source.spec, output) : '';
        return {
          from: input.from,
          fromStep: source?.spec.name ?? '',
          parameterKey: input.parameterKey ?? '',
          value,
        };
      }),
    }));
  return { inputs };
}
