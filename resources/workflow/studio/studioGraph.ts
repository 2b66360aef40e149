import { dependsOnChoices } from './stepRules';
import {
  allSteps,
  groupMode,
  isStepGroup,
  parentOf,
  type StudioWorkflow,
  type WorkflowMode,
  type WorkflowSubStep,
} from './studioWorkflow';

/** A type, not an interface: React Flow wants node data indexable by string. */
export type StudioNodeData = {
  /** The step's name: unique among all steps and sub steps. */
  id: string;
  label: string;
  type: string;
  group: boolean;
  /** The step group holding this sub step. */
  parent?: string;
};

export interface StudioEdgeData {
  id: string;
  source: string;
  target: string;
  /** `order` follows from a step-by-step mode; `dependsOn` is the target's own and can be removed. */
  kind: 'order' | 'dependsOn';
}

export interface StudioGraph {
  nodes: StudioNodeData[];
  edges: StudioEdgeData[];
}

const edge = (source: string, target: string, kind: StudioEdgeData['kind']): StudioEdgeData => ({
  id: `${source}->${target}`,
  source,
  target,
  kind,
});

/** One level of steps: each after the previous in step-by-step mode, from dependsOn in DAG mode. */
function levelEdges(steps: WorkflowSubStep[], mode: WorkflowMode, known: Set<string>): StudioEdgeData[] {
  if (mode === 'StepByStep') {
    return steps.slice(1).map((step, index) => edge(steps[index].name, step.name, 'order'));
  }
  return steps.flatMap((step) =>
    (step.dependsOn ?? [])
      .filter((name) => known.has(name) && name !== step.name)
      .map((name) => edge(name, step.name, 'dependsOn')),
  );
}

const nodeOf = (step: WorkflowSubStep, parent?: string): StudioNodeData => ({
  id: step.name,
  label: step.alias || step.name,
  type: step.type,
  group: isStepGroup(step),
  ...(parent ? { parent } : {}),
});

/** The canvas of a workflow: every step and sub step (a group before its sub steps), and the edges between them. */
export function workflowToCanvas(workflow: StudioWorkflow): StudioGraph {
  const nodes: StudioNodeData[] = [];
  for (const step of workflow.steps) {
    nodes.push(nodeOf(step));
    for (const sub of step.subSteps ?? []) nodes.push(nodeOf(sub, step.name));
  }
  const known = new Set(nodes.map((node) => node.id));
  const edges = levelEdges(workflow.steps, workflow.mode, known);
  for (const group of workflow.steps.filter(isStepGroup)) {
    edges.push(...levelEdges(group.subSteps ?? [], groupMode(workflow, group), known));
  }
  return { nodes, edges };
}

function withDependsOn(
  workflow: StudioWorkflow,
  target: string,
  change: (dependsOn: string[]) => string[],
): StudioWorkflow {
  const update = <S extends WorkflowSubStep>(step: S): S =>
    step.name === target ? { ...step, dependsOn: change(step.dependsOn ?? []) } : step;
  return {
    ...workflow,
    steps: workflow.steps.map((step) =>
      step.subSteps ? { ...update(step), subSteps: step.subSteps.map(update) } : update(step),
    ),
  };
}

/** Whether `step` waits, directly or through others, for `other`. */
function waitsFor(workflow: StudioWorkflow, step: string, other: string): boolean {
  const dependsOn = new Map(allSteps(workflow).map(({ step: each }) => [each.name, each.dependsOn ?? []]));
  const seen = new Set<string>();
  const queue = [step];
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    if (name === other) return true;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...(dependsOn.get(name) ?? []));
  }
  return false;
}

/**
 * Whether an edge drawn on the canvas from `source` to `target` is a dependsOn the rules allow: one of
 * the target's dependsOn choices, and no cycle.
 */
export const canConnect = (workflow: StudioWorkflow, source: string, target: string) =>
  dependsOnChoices(workflow, { name: target, parent: parentOf(workflow, target) }).some(
    (choice) => choice.id === source,
  ) && !waitsFor(workflow, source, target);

/** An edge drawn on the canvas: `target` now depends on `source` (when the rules allow it). */
export function connectSteps(workflow: StudioWorkflow, source: string, target: string): StudioWorkflow {
  if (!canConnect(workflow, source, target)) return workflow;
  return withDependsOn(workflow, target, (dependsOn) =>
    dependsOn.includes(source) ? dependsOn : [...dependsOn, source],
  );
}

/** An edge removed from the canvas: `target` no longer depends on `source`. */
export const disconnectSteps = (workflow: StudioWorkflow, source: string, target: string) =>
  withDependsOn(workflow, target, (dependsOn) => dependsOn.filter((name) => name !== source));
