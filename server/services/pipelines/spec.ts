/**
 * Pipeline specs: reading them from requests (the real server applies no validation, but the
 * answers must carry every field the contract requires) and turning them into a WorkflowRun spec.
 */
import type { Schemas } from '../../context';
import { BusinessError } from '../../errors';
import type { PipelineSpec, PipelineStep, RunMode } from '../../store/pipelineRecords';

type Json = Record<string, unknown>;
type SubStep = Schemas['model.WorkflowStepBase'];
export type RunSpec = Schemas['v1alpha1.WorkflowRunSpec'];
type RunStep = Schemas['v1alpha1.WorkflowStep'];

export const runModes = ['StepByStep', 'DAG'];
export const defaultRunMode: RunMode = { steps: 'StepByStep', subSteps: 'DAG' };

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function badSpec(detail: string): BusinessError {
  return new BusinessError(400, `the pipeline spec is invalid: ${detail}`);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Step properties are objects; a JSON text is accepted too. */
function properties(value: unknown, path: string): Json | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (isObject(value)) return value;
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (isObject(parsed)) return parsed;
    } catch {
      // reported below
    }
  }
  throw badSpec(`${path}.properties must be an object`);
}

function optionalParts(raw: Json, step: SubStep): void {
  if (Array.isArray(raw.inputs)) step.inputs = raw.inputs.filter(isObject) as SubStep['inputs'];
  if (Array.isArray(raw.outputs)) step.outputs = raw.outputs.filter(isObject) as SubStep['outputs'];
  if (isObject(raw.meta)) step.meta = { alias: text(raw.meta.alias) };
  if (typeof raw.if === 'string' && raw.if) step.if = raw.if;
  if (typeof raw.timeout === 'string' && raw.timeout) step.timeout = raw.timeout;
}

function readSubStep(raw: unknown, index: number, path: string): SubStep {
  if (!isObject(raw)) throw badSpec(`${path} must be an object`);
  const step: SubStep = {
    name: text(raw.name),
    alias: text(raw.alias),
    type: text(raw.type),
    description: text(raw.description),
    orderIndex: typeof raw.orderIndex === 'number' ? raw.orderIndex : index,
    dependsOn: strings(raw.dependsOn),
  };
  const props = properties(raw.properties, path);
  if (props) step.properties = props;
  optionalParts(raw, step);
  return step;
}

function readStep(raw: unknown, index: number): PipelineStep {
  const path = `steps[${index}]`;
  const step: PipelineStep = readSubStep(raw, index, path);
  const source = raw as Json;
  if (typeof source.mode === 'string' && source.mode) step.mode = source.mode;
  if (source.subSteps !== undefined && source.subSteps !== null) {
    if (!Array.isArray(source.subSteps)) throw badSpec(`${path}.subSteps must be a list`);
    step.subSteps = source.subSteps.map((sub, subIndex) =>
      readSubStep(sub, subIndex, `${path}.subSteps[${subIndex}]`),
    );
  }
  return step;
}

export function readSpec(value: unknown): PipelineSpec {
  if (value === undefined || value === null) return { steps: [] };
  if (!isObject(value)) throw badSpec('spec must be an object');
  if (value.steps !== undefined && value.steps !== null && !Array.isArray(value.steps)) {
    throw badSpec('steps must be a list');
  }
  const spec: PipelineSpec = { steps: ((value.steps as unknown[] | undefined) ?? []).map(readStep) };
  if (isObject(value.mode))
    spec.mode = { steps: text(value.mode.steps), subSteps: text(value.mode.subSteps) };
  return spec;
}

function toRunStepBase(step: SubStep): RunStep {
  const runStep: RunStep = { name: step.name, type: step.type };
  if (step.alias) runStep.meta = { alias: step.alias };
  // The contract declares a WorkflowRun step's properties as a string: they are sent as JSON text.
  if (step.properties) runStep.properties = JSON.stringify(step.properties);
  if (step.dependsOn.length > 0) runStep.dependsOn = step.dependsOn;
  for (const key of ['inputs', 'outputs', 'if', 'timeout'] as const) {
    if (step[key] !== undefined) Object.assign(runStep, { [key]: step[key] });
  }
  return runStep;
}

function toRunStep(step: PipelineStep): RunStep {
  const runStep = toRunStepBase(step);
  if (step.mode) runStep.mode = step.mode;
  if (step.subSteps?.length) runStep.subSteps = step.subSteps.map(toRunStepBase);
  return runStep;
}

/** The WorkflowRun spec of a run: its steps, mode and (as JSON text, per the contract) context. */
export function toRunSpec(steps: PipelineStep[], mode: RunMode, context: Record<string, string>): RunSpec {
  const spec: RunSpec = { mode, workflowSpec: { steps: steps.map(toRunStep) } };
  if (Object.keys(context).length > 0) spec.context = JSON.stringify(context);
  return spec;
}
