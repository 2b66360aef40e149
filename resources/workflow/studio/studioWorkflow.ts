import type { components } from '../../../contract/api';

type Schemas = components['schemas'];
export type WorkflowStep = Schemas['v1.WorkflowStep'];
export type WorkflowSubStep = Schemas['v1.WorkflowStepBase'];
export type WorkflowMode = 'DAG' | 'StepByStep';

export const WORKFLOW_MODES: readonly WorkflowMode[] = ['StepByStep', 'DAG'];
export const STEP_GROUP = 'step-group';

/** What the studio edits of a workflow: its modes and steps. The canvas and the YAML view both show it. */
export interface StudioWorkflow {
  mode: WorkflowMode;
  subMode: WorkflowMode;
  steps: WorkflowStep[];
}

export const asMode = (value: unknown, fallback: WorkflowMode): WorkflowMode =>
  value === 'DAG' || value === 'StepByStep' ? value : fallback;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The steps the studio can hold: objects, a group's sub steps a list of objects. What a server of
 * another version sends in their place is left out; a step's own fields stay as sent (a view that
 * cannot draw one fails in its own panel).
 */
function stepsOf(value: unknown): WorkflowStep[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((step) => {
    if (step.subSteps === undefined) return step as unknown as WorkflowStep;
    const subSteps = Array.isArray(step.subSteps) ? step.subSteps.filter(isRecord) : [];
    return { ...step, subSteps } as unknown as WorkflowStep;
  });
}

/** A workflow as the server sends it: its name and alias title the studio, its modes and steps are edited. */
export interface StudioRecord {
  name: string;
  alias?: string;
  mode?: string;
  subMode?: string;
  steps?: WorkflowStep[];
}

/** The server reports empty stored modes as StepByStep and DAG; the studio starts from the same. */
export const studioWorkflowOf = (workflow: Omit<StudioRecord, 'name'>): StudioWorkflow => ({
  mode: asMode(workflow.mode, 'StepByStep'),
  subMode: asMode(workflow.subMode, 'DAG'),
  steps: stepsOf(workflow.steps),
});

export const isStepGroup = (step: { type?: string }) => step.type === STEP_GROUP;

/** Every step and sub step, each with the group holding it. */
export function allSteps(workflow: StudioWorkflow): { step: WorkflowSubStep; parent?: string }[] {
  return workflow.steps.flatMap((step) => [
    { step },
    ...(step.subSteps ?? []).map((sub) => ({ step: sub, parent: step.name })),
  ]);
}

export const stepNames = (workflow: StudioWorkflow) => allSteps(workflow).map(({ step }) => step.name);

/** The group that holds a sub step; undefined for a top-level step or an unknown name. */
export const parentOf = (workflow: StudioWorkflow, name: string) =>
  allSteps(workflow).find(({ step }) => step.name === name)?.parent;

/** How a group's sub steps run: its own mode, else the workflow's sub mode. */
export const groupMode = (workflow: StudioWorkflow, group: WorkflowStep): WorkflowMode =>
  asMode(group.mode, workflow.subMode);

type Rename = (name: string) => string | undefined;

/** Applies a rename (a new name, or undefined to drop the reference) to every step's dependsOn. */
function mapReferences<S extends WorkflowSubStep>(step: S, rename: Rename): S {
  if (!step.dependsOn) return step;
  const dependsOn = step.dependsOn.flatMap((name) => {
    const renamed = rename(name);
    return renamed === undefined ? [] : [renamed];
  });
  return { ...step, dependsOn };
}

function mapAll(workflow: StudioWorkflow, rename: Rename): StudioWorkflow {
  return {
    ...workflow,
    steps: workflow.steps.map((step) => ({
      ...mapReferences(step, rename),
      ...(step.subSteps ? { subSteps: step.subSteps.map((sub) => mapReferences(sub, rename)) } : {}),
    })),
  };
}

/** Removes a step (a group with its sub steps) and every dependsOn that named it. */
export function removeStep(workflow: StudioWorkflow, name: string): StudioWorkflow {
  const gone = new Set([
    name,
    ...(workflow.steps.find((step) => step.name === name)?.subSteps ?? []).map((sub) => sub.name),
  ]);
  const kept: StudioWorkflow = {
    ...workflow,
    steps: workflow.steps
      .filter((step) => !gone.has(step.name))
      .map((step) =>
        step.subSteps ? { ...step, subSteps: step.subSteps.filter((sub) => !gone.has(sub.name)) } : step,
      ),
  };
  return mapAll(kept, (reference) => (gone.has(reference) ? undefined : reference));
}

/**
 * Adds a step (at the end of the workflow, or of `parent`'s sub steps), or replaces the step named
 * `replacing` where it stands; a new name is carried into every dependsOn that named the old one.
 */
export function putStep(
  workflow: StudioWorkflow,
  step: WorkflowStep,
  { parent, replacing }: { parent?: string; replacing?: string } = {},
): StudioWorkflow {
  const replace = <S extends WorkflowSubStep>(current: S, next: S): S =>
    current.name === replacing ? next : current;
  let steps: WorkflowStep[];
  if (parent) {
    const { subSteps: _ignored, mode: _mode, ...subStep } = step;
    steps = workflow.steps.map((group) => {
      if (group.name !== parent) return group;
      const subs = group.subSteps ?? [];
      return {
        ...group,
        subSteps: replacing ? subs.map((sub) => replace(sub, subStep)) : [...subs, subStep],
      };
    });
  } else {
    steps = replacing ? workflow.steps.map((current) => replace(current, step)) : [...workflow.steps, step];
  }
  const next = { ...workflow, steps };
  if (!replacing || replacing === step.name) return next;
  return mapAll(next, (reference) => (reference === replacing ? step.name : reference));
}

/** Finds a step or sub step by name. */
export const findStep = (workflow: StudioWorkflow, name: string): WorkflowSubStep | undefined =>
  allSteps(workflow).find(({ step }) => step.name === name)?.step;
