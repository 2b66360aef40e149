import { Graph, layout } from '@dagrejs/dagre';
import type { Edge, Node } from '@xyflow/react';
import type { GraphModel, GraphNodeData } from './graphModel';

/** Every node has the same size, so the layout needs no measuring and nodes show on the first paint. */
export const NODE_WIDTH = 240;
export const NODE_HEIGHT = 88;
export const HEALTH_NODE = 'health';

export type GraphNode = Node<GraphNodeData, typeof HEALTH_NODE>;

/**
 * Positions the graph left to right with dagre (parents before what they own), as React Flow nodes and
 * edges: fixed size, neither draggable nor connectable, the top-left corner where dagre puts the centre.
 */
export function layoutGraph(model: GraphModel, nodeSeparation = 24): { nodes: GraphNode[]; edges: Edge[] } {
  const graph = new Graph();
  // The graphs are trees: longest-path ranks them as well as network simplex, at a fraction of its cost.
  graph.setGraph({ rankdir: 'LR', nodesep: nodeSeparation, ranksep: 64, ranker: 'longest-path' });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of model.nodes) graph.setNode(node.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const edge of model.edges) graph.setEdge(edge.source, edge.target);
  layout(graph);
  const nodes = model.nodes.map((data): GraphNode => {
    const { x = 0, y = 0 } = graph.node(data.id);
    return {
      id: data.id,
      type: HEALTH_NODE,
      position: { x: x - NODE_WIDTH / 2, y: y - NODE_HEIGHT / 2 },
      data,
      width: NODE_WIDTH,
      height: NODE_HEIGHT,
      draggable: false,
      connectable: false,
      selectable: false,
      // React Flow describes every node as a "node": that needs a role, which unfocusable nodes lack.
      ariaRole: 'group',
      // Neither selectable nor draggable, a node would let clicks through past the button it holds.
      style: { pointerEvents: 'all' },
    };
  });
  const edges = model.edges.map((edge): Edge => ({ ...edge, type: 'smoothstep', focusable: false }));
  return { nodes, edges };
}
