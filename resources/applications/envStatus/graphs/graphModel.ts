import type { ResourceRef } from '@dataProvider/verbs/resourceGraph';

/** What a node of a graph stands for; it decides the icon-free label the node shows above its name. */
export type GraphNodeKind =
  'application' | 'cluster' | 'target' | 'resource' | 'component' | 'trait' | 'policy';

/** One box of a graph, before layout: what it shows and, for Kubernetes objects, how to read the object. */
export interface GraphNodeData extends Record<string, unknown> {
  id: string;
  kind: GraphNodeKind;
  name: string;
  /** The Kubernetes kind, the component type or the policy type, shown above the name. */
  type?: string;
  /** A resource's health code (Healthy, UnHealthy, Progressing, UnKnown); absent when it has none. */
  health?: string;
  /** Shown in the detail panel: the health's reason and message, a component's message. */
  healthReason?: string;
  healthMessage?: string;
  /** Label and value pairs shown on the node and in its detail (Ready, Status, Restarts, Age, EIP). */
  info: [string, string][];
  /** Identity fields shown in the detail (cluster, namespace, API version, created). */
  fields: [string, string][];
  /** The object application-resource-detail-view can read, when the node is one. */
  resource?: ResourceRef;
}

export interface GraphEdgeData {
  id: string;
  source: string;
  target: string;
}

export interface GraphModel {
  nodes: GraphNodeData[];
  edges: GraphEdgeData[];
}

/** Adds nodes and parent→child edges, giving a repeated id a numbered suffix so every node stays. */
export function graphBuilder() {
  const nodes: GraphNodeData[] = [];
  const edges: GraphEdgeData[] = [];
  const used = new Map<string, number>();
  const add = (node: GraphNodeData, parent?: string): string => {
    const seen = used.get(node.id) ?? 0;
    used.set(node.id, seen + 1);
    const id = seen ? `${node.id}#${seen}` : node.id;
    nodes.push({ ...node, id });
    if (parent) edges.push({ id: `${parent}->${id}`, source: parent, target: id });
    return id;
  };
  return { add, model: (): GraphModel => ({ nodes, edges }) };
}
