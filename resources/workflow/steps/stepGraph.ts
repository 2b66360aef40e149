import type { components } from '../../../contract/api';
import { stepPhase, type StepPhase } from './stepPhase';

type Schemas = components['schemas'];
export type RecordStep = Schemas['model.WorkflowStepStatus'];
type RecordSubStep = Schemas['model.StepStatus'];
export type WorkflowStepDefinition = Schemas['v1.WorkflowStep'];

/** The workflow a record ran, as far as drawing its steps needs it. */
export interface StepDefinitions {
  mode?: string;
  subMode?: string;
  steps?: WorkflowStepDefinition[];
}

/** A type, not an interface: React Flow wants node data indexable by string. */
export type StepNodeInput = {
  /** The step's name: unique among all steps and sub-steps of a workflow. */
  id: string;
  label: string;
  type: string;
  phase: StepPhase;
  /** The step group holding this sub-step. */
  parent?: string;
  group: boolean;
};

export interface StepEdgeInput {
  id: string;
  source: string;
  target: string;
}

export interface StepGraphInput {
  nodes: StepNodeInput[];
  edges: StepEdgeInput[];
}

type Mode = 'DAG' | 'StepByStep';

const asMode = (value: string | undefined, fallback: Mode): Mode =>
  value === 'DAG' || value === 'StepByStep' ? value : fallback;

/** The record's own `StepByStep-DAG` says how it ran; the workflow's modes stand in when it is empty. */
export function runModes(recordMode: string | undefined, definitions: StepDefinitions = {}) {
  const [steps, subSteps] = (recordMode ?? '').split('-');
  return {
    steps: asMode(steps, asMode(definitions.mode, 'StepByStep')),
    subSteps: asMode(subSteps, asMode(definitions.subMode, 'DAG')),
  };
}

function edgesOf(
  siblings: { name: string }[],
  mode: Mode,
  dependsOn: (name: string) => string[],
): StepEdgeInput[] {
  const names = new Set(siblings.map((step) => step.name));
  const pairs: [string, string][] =
    mode === 'StepByStep'
      ? siblings.slice(1).map((step, index) => [siblings[index].name, step.name])
      : siblings.flatMap((step) =>
          dependsOn(step.name)
            .filter((name) => names.has(name) && name !== step.name)
            .map((name): [string, string] => [name, step.name]),
        );
  return pairs.map(([source, target]) => ({ id: `${source}->${target}`, source, target }));
}

const nodeOf = (step: RecordStep | RecordSubStep, parent?: string): StepNodeInput => ({
  id: step.name,
  label: step.alias || step.name,
  type: step.type ?? '',
  phase: stepPhase(step.phase),
  group: step.type === 'step-group',
  ...(parent ? { parent } : {}),
});

/**
 * The nodes and edges of a record's step graph: a step group holds its sub-steps; in step-by-step mode each
 * step follows the previous one, in DAG mode edges come from the workflow's `dependsOn` between siblings.
 */
export function stepGraphInput(
  steps: RecordStep[],
  recordMode?: string,
  definitions: StepDefinitions = {},
): StepGraphInput {
  const modes = runModes(recordMode, definitions);
  const definitionOf = (name: string) =>
    (definitions.steps ?? [])
      .flatMap((step): { name: string; dependsOn?: string[]; mode?: string }[] => [
        step,
        ...(step.subSteps ?? []),
      ])
      .find((step) => step.name === name);
  const dependsOn = (name: string) => definitionOf(name)?.dependsOn ?? [];
  const nodes: StepNodeInput[] = [];
  const edges = edgesOf(steps, modes.steps, dependsOn);
  for (const step of steps) {
    nodes.push(nodeOf(step));
    const subSteps = step.subSteps ?? [];
    nodes.push(...subSteps.map((sub) => nodeOf(sub, step.name)));
    edges.push(...edgesOf(subSteps, asMode(definitionOf(step.name)?.mode, modes.subSteps), dependsOn));
  }
  return { nodes, edges };
}
