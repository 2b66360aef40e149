import { Graph, layout } from '@dagrejs/dagre';
import type { StepEdgeInput, StepNodeInput } from './stepGraph';

export const STEP_WIDTH = 200;
export const STEP_HEIGHT = 64;
/** Room inside a step group: its title above the sub-steps, a margin around them. */
const GROUP_TITLE = 40;
const GROUP_MARGIN = 16;

/** What the layout reads of a step: the workflow studio's steps have no phase, a record's do. */
export type LayoutStep = Pick<StepNodeInput, 'id' | 'parent' | 'group'>;

export type Placed<Step extends LayoutStep> = Step & {
  /** Top-left corner; a sub-step's is relative to its group. */
  x: number;
  y: number;
  width: number;
  height: number;
};

interface Size {
  width: number;
  height: number;
}

/** Lays out one level (the top steps, or one group's sub-steps) left to right; corners start at 0, 0. */
function layoutLevel<Step extends LayoutStep>(
  nodes: Step[],
  edges: StepEdgeInput[],
  sizeOf: (node: Step) => Size,
): { placed: Placed<Step>[]; size: Size } {
  const graph = new Graph();
  graph.setGraph({ rankdir: 'LR', nodesep: 24, ranksep: 48, marginx: 0, marginy: 0 });
  graph.setDefaultEdgeLabel(() => ({}));
  const ids = new Set(nodes.map((node) => node.id));
  for (const node of nodes) graph.setNode(node.id, sizeOf(node));
  for (const edge of edges) {
    if (ids.has(edge.source) && ids.has(edge.target)) graph.setEdge(edge.source, edge.target);
  }
  layout(graph);
  const placed = nodes.map((node) => {
    const { x, y, width, height } = graph.node(node.id) as { x: number; y: number } & Size;
    return { ...node, x: x - width / 2, y: y - height / 2, width, height };
  });
  const width = Math.max(0, ...placed.map((node) => node.x + node.width));
  const height = Math.max(0, ...placed.map((node) => node.y + node.height));
  return { placed, size: { width, height } };
}

/**
 * Where each step goes: every group's sub-steps are laid out first, which gives the group its size, then
 * the top-level steps and groups. Groups come before their sub-steps, as React Flow wants parents first.
 */
export function layoutSteps<Step extends LayoutStep>({
  nodes,
  edges,
}: {
  nodes: Step[];
  edges: StepEdgeInput[];
}): Placed<Step>[] {
  const children = new Map<string, Placed<Step>[]>();
  const groupSizes = new Map<string, Size>();
  for (const group of nodes.filter((node) => node.group)) {
    const subSteps = nodes.filter((node) => node.parent === group.id);
    if (subSteps.length === 0) continue;
    const { placed, size } = layoutLevel(subSteps, edges, () => ({ width: STEP_WIDTH, height: STEP_HEIGHT }));
    children.set(
      group.id,
      placed.map((step) => ({ ...step, x: step.x + GROUP_MARGIN, y: step.y + GROUP_TITLE })),
    );
    groupSizes.set(group.id, {
      width: Math.max(STEP_WIDTH, size.width + 2 * GROUP_MARGIN),
      height: size.height + GROUP_TITLE + GROUP_MARGIN,
    });
  }
  const top = nodes.filter((node) => !node.parent);
  const { placed } = layoutLevel(
    top,
    edges,
    (node) => groupSizes.get(node.id) ?? { width: STEP_WIDTH, height: STEP_HEIGHT },
  );
  return placed.flatMap((step) => [step, ...(children.get(step.id) ?? [])]);
}
