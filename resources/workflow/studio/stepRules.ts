import { NAME_PATTERN } from '@src/common/validation';
import {
  allSteps,
  isStepGroup,
  type StudioWorkflow,
  type WorkflowStep,
  type WorkflowSubStep,
} from './studioWorkflow';

export const STEP_NAME_MAX = 32;

export interface DependsOnChoice {
  /** The step's name, as dependsOn holds it. */
  id: string;
  /** `group/sub-step` for a sub step in a DAG workflow, else the name. */
  name: string;
}

/** Where the step being edited stands: its current name (none for a new one) and its group. */
export interface StepPlace {
  name?: string;
  parent?: string;
}

/**
 * What a step may depend on. In a DAG workflow: every other step and sub step. In a step-by-step
 * workflow: only a sub step of a group that runs as a DAG, on its siblings. Otherwise nothing.
 */
export function dependsOnChoices(workflow: StudioWorkflow, { name, parent }: StepPlace): DependsOnChoice[] {
  if (workflow.mode === 'DAG') {
    return allSteps(workflow)
      .filter(({ step }) => step.name !== name)
      .map(({ step, parent: group }) => ({
        id: step.name,
        name: group ? `${group}/${step.name}` : step.name,
      }));
  }
  if (!parent) return [];
  const group = workflow.steps.find((step) => step.name === parent);
  if (!group || (group.mode ?? workflow.subMode) !== 'DAG') return [];
  return (group.subSteps ?? [])
    .filter((sub) => sub.name !== name)
    .map((sub) => ({ id: sub.name, name: sub.name }));
}

export type NameProblem = 'required' | 'name' | 'nameUsed';

/** Why a step name cannot be used: required, at most 32 characters of the name pattern, unique among all steps and sub steps. */
export function stepNameProblem(
  value: string | undefined,
  workflow: StudioWorkflow,
  original?: string,
): NameProblem | undefined {
  const name = value ?? '';
  if (!name) return 'required';
  if (name.length > STEP_NAME_MAX || !NAME_PATTERN.test(name)) return 'name';
  const used = allSteps(workflow).some(({ step }) => step.name === name && step.name !== original);
  return used ? 'nameUsed' : undefined;
}

const textOf = (row: unknown, key: string): string | undefined => {
  const value = typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value ? value : undefined;
};

/** The rows of a form whose two fields are both filled, as `{first, second}`; the others do not count. */
function filledRows<First extends string, Second extends string>(
  rows: readonly unknown[] | undefined,
  first: First,
  second: Second,
): Record<First | Second, string>[] {
  return (rows ?? []).flatMap((row) => {
    const one = textOf(row, first);
    const two = textOf(row, second);
    return one && two ? [{ [first]: one, [second]: two } as Record<First | Second, string>] : [];
  });
}

/** Input rows count only with both `from` and `parameterKey`. */
export const filledInputs = (rows: readonly unknown[] | undefined) =>
  filledRows(rows, 'from', 'parameterKey');

/** Output rows count only with both `name` and `valueFrom`. */
export const filledOutputs = (rows: readonly unknown[] | undefined) => filledRows(rows, 'name', 'valueFrom');

/** The step types offered: a step group holds sub steps, but cannot be one. */
export const offersType = (type: string, parent?: string) => !parent || type !== 'step-group';

/**
 * The fields a step keeps: a group has no inputs, outputs or properties; empty texts and lists are left
 * out, so the YAML and the saved workflow say only what was set.
 */
export function tidyStep<S extends WorkflowSubStep & { subSteps?: WorkflowSubStep[]; mode?: string }>(
  step: S,
): S {
  const group = isStepGroup(step);
  const tidy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(step)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0 && key !== 'subSteps') continue;
    if (group && (key === 'inputs' || key === 'outputs' || key === 'properties')) continue;
    if (!group && (key === 'subSteps' || key === 'mode')) continue;
    if (key === 'properties' && typeof value === 'object' && Object.keys(value).length === 0) continue;
    tidy[key] = value;
  }
  return tidy as S;
}

/** Every step and sub step tidied: what the YAML view shows and what Save sends. */
export const tidySteps = (steps: WorkflowStep[]): WorkflowStep[] =>
  steps.map((step) => {
    const tidy = tidyStep(step);
    return isStepGroup(tidy) ? { ...tidy, subSteps: (tidy.subSteps ?? []).map(tidyStep) } : tidy;
  });
