import { dump, load } from 'js-yaml';
import type { Schemas } from '@dataProvider/verbs/context';

export type PipelineStep = Schemas['model.WorkflowStep'];
type PipelineSubStep = Schemas['model.WorkflowStepBase'];
type Json = Record<string, unknown>;

/** Why a steps YAML was refused: the spec's messages, each with the step's index where it has one. */
export type StepProblem =
  | { kind: 'syntax'; detail: string }
  | { kind: 'notArray' }
  | { kind: 'invalid' | 'unnamed' | 'untyped'; index: number };

const YAML = 'resources.pipelineStudio.yaml';

export type StepsCheck = { ok: true; steps: PipelineStep[] } | { ok: false; problems: StepProblem[] };

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A step as the API wants it: every field the contract requires, the optional ones only when set. */
function toSubStep(raw: Json, index: number): PipelineSubStep {
  const step: PipelineSubStep = {
    name: text(raw.name),
    type: text(raw.type),
    alias: text(raw.alias),
    description: text(raw.description),
    orderIndex: index,
    dependsOn: strings(raw.dependsOn),
  };
  if (isObject(raw.properties)) step.properties = raw.properties;
  for (const key of ['if', 'timeout'] as const) if (text(raw[key])) step[key] = text(raw[key]);
  if (Array.isArray(raw.inputs)) step.inputs = raw.inputs as PipelineSubStep['inputs'];
  if (Array.isArray(raw.outputs)) step.outputs = raw.outputs as PipelineSubStep['outputs'];
  if (isObject(raw.meta)) step.meta = raw.meta as PipelineSubStep['meta'];
  return step;
}

export function toPipelineStep(raw: Json, index: number): PipelineStep {
  const step: PipelineStep = toSubStep(raw, index);
  if (text(raw.mode)) step.mode = text(raw.mode);
  if (Array.isArray(raw.subSteps)) {
    step.subSteps = raw.subSteps.filter(isObject).map((sub, subIndex) => toSubStep(sub, subIndex));
  }
  return step;
}

/** A stored pipeline's run modes, StepByStep and DAG when it has none (or names one of another shape). */
export interface PipelineModes {
  mode: string;
  subMode: string;
}

/**
 * What the studio edits of a stored pipeline: its steps as the API wants them (entries that are not
 * objects left out) and its modes. A server of another version may send other shapes, or no spec at all.
 */
export function studioPipelineOf(pipeline: { spec?: unknown }): {
  steps: PipelineStep[];
  modes: PipelineModes;
} {
  const spec = isObject(pipeline.spec) ? pipeline.spec : {};
  const mode = isObject(spec.mode) ? spec.mode : {};
  const steps = Array.isArray(spec.steps) ? spec.steps.filter(isObject).map(toPipelineStep) : [];
  return { steps, modes: { mode: text(mode.steps) || 'StepByStep', subMode: text(mode.subSteps) || 'DAG' } };
}

/** The spec's rules: a list of steps, each an entry with a name and a type; every refused step is named. */
export function checkSteps(value: unknown): StepsCheck {
  if (!Array.isArray(value)) return { ok: false, problems: [{ kind: 'notArray' }] };
  const problems = value.flatMap((step: unknown, index): StepProblem[] => {
    if (!isObject(step)) return [{ kind: 'invalid', index }];
    if (!text(step.name)) return [{ kind: 'unnamed', index }];
    if (!text(step.type)) return [{ kind: 'untyped', index }];
    return [];
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, steps: (value as Json[]).map(toPipelineStep) };
}

/** Reads the steps YAML of the studio's code view. */
export function parseStepsYaml(yaml: string): StepsCheck {
  // js-yaml refuses an empty document; no steps at all is not a list of steps either.
  if (!yaml.trim()) return checkSteps(undefined);
  let value: unknown;
  try {
    value = load(yaml);
  } catch (error) {
    return { ok: false, problems: [{ kind: 'syntax', detail: error instanceof Error ? error.message : '' }] };
  }
  return checkSteps(value);
}

function withoutDefaults(step: PipelineSubStep & { subSteps?: PipelineSubStep[]; mode?: string }): Json {
  const { orderIndex: _order, alias, description, dependsOn, subSteps, ...rest } = step;
  return {
    ...rest,
    ...(alias ? { alias } : {}),
    ...(description ? { description } : {}),
    ...(dependsOn.length > 0 ? { dependsOn } : {}),
    ...(subSteps ? { subSteps: subSteps.map(withoutDefaults) } : {}),
  };
}

/** The steps as YAML, leaving out empty fields and the order the list already gives. */
export function stepsToYaml(steps: PipelineStep[]): string {
  if (steps.length === 0) return '';
  return dump(steps.map(withoutDefaults), { noRefs: true, lineWidth: -1 });
}

/** The same steps, compared as the API stores them. */
export function sameSteps(left: PipelineStep[], right: PipelineStep[]): boolean {
  return stepsToYaml(left) === stepsToYaml(right);
}

/** A refusal in the spec's words: `[1] Step does not specify a type.` */
export function problemText(problem: StepProblem, translate: (key: string, options?: object) => string) {
  switch (problem.kind) {
    case 'syntax':
      return translate(`${YAML}.syntax`, { detail: problem.detail });
    case 'notArray':
      return translate(`${YAML}.notArray`);
    default:
      return translate(`${YAML}.${problem.kind}`, { index: problem.index });
  }
}
