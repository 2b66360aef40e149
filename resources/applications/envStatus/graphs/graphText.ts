import type { TranslateFunction } from 'react-admin';
import type { GraphNodeData } from './graphModel';

export const GRAPH_MESSAGES = 'resources.appEnvStatus.graph';

/** A message of the graphs, `resources.appEnvStatus.graph.<key>`. */
export const graphKey = (key: string) => `${GRAPH_MESSAGES}.${key}`;

/** What a node is: the Kubernetes kind of a resource, else the translated kind with its type. */
export function nodeTypeText(node: GraphNodeData, translate: TranslateFunction): string {
  if (node.kind === 'resource') return node.type ?? '';
  const kind = translate(graphKey(`kind.${node.kind}`));
  return node.type && (node.kind === 'component' || node.kind === 'policy') ? `${kind} · ${node.type}` : kind;
}

/** A health code in the console's words; unknown codes read as they came. */
export const healthText = (health: string, translate: TranslateFunction) =>
  translate(graphKey(`health.${health}`), { _: health });

/** A node's accessible name: what it is, its name and its health. */
export function nodeLabel(node: GraphNodeData, translate: TranslateFunction): string {
  const what = `${nodeTypeText(node, translate)} ${node.name}`;
  return node.health ? `${what}, ${healthText(node.health, translate)}` : what;
}
