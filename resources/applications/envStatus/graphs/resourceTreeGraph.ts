import type { AppliedResource, ResourceTreeNode } from '@dataProvider/verbs/resourceGraph';
import { formatDateTime } from '@src/common/format';
import { graphBuilder, type GraphModel } from './graphModel';

/** The additional information VelaUX's graph shows: pods' Ready, Status, Restarts and Age, services' EIP. */
const INFO_KEYS = ['Ready', 'Status', 'Restarts', 'Age', 'EIP'] as const;

export interface GraphRoot {
  /** The application's name and namespace where it is deployed. */
  name: string;
  namespace: string;
}

function infoOf(node: ResourceTreeNode): [string, string][] {
  const info = node.additionalInfo ?? {};
  return INFO_KEYS.flatMap((key) => {
    const value = info[key];
    return typeof value === 'string' || typeof value === 'number'
      ? [[key, String(value)] as [string, string]]
      : [];
  });
}

const clusterOf = (cluster?: string) => cluster || 'local';

function fieldsOf(node: ResourceTreeNode): [string, string][] {
  const fields: [string, string | undefined][] = [
    ['cluster', clusterOf(node.cluster)],
    ['namespace', node.namespace],
    ['apiVersion', node.apiVersion],
    ['created', node.creationTimestamp && formatDateTime(node.creationTimestamp)],
  ];
  return fields.filter((field): field is [string, string] => !!field[1]);
}

/** The tree of an applied resource; one without a tree is a leaf of its own. */
function treeOf(applied: AppliedResource): ResourceTreeNode {
  if (applied.resourceTree) return applied.resourceTree;
  const { cluster, apiVersion, kind, namespace, name, uid } = applied;
  return { cluster, apiVersion, kind, namespace, name, uid };
}

/**
 * The resource graph of application-resource-tree-view's answer, as VelaUX draws it: the application,
 * one node per cluster, then each applied resource and what it owns (ReplicaSets, pods) by `leafNodes`.
 */
export function resourceTreeGraph(resources: readonly AppliedResource[], root: GraphRoot): GraphModel {
  const graph = graphBuilder();
  const rootId = graph.add({
    id: 'application',
    kind: 'application',
    name: root.name,
    type: 'Application',
    info: [],
    fields: root.namespace ? [['namespace', root.namespace]] : [],
  });
  const clusters = new Map<string, string>();
  const clusterNode = (cluster: string) => {
    const known = clusters.get(cluster);
    if (known) return known;
    const id = graph.add(
      { id: `cluster:${cluster}`, kind: 'cluster', name: cluster, type: 'Cluster', info: [], fields: [] },
      rootId,
    );
    clusters.set(cluster, id);
    return id;
  };
  const addTree = (node: ResourceTreeNode, parent: string) => {
    const cluster = clusterOf(node.cluster);
    const id = graph.add(
      {
        id: `${cluster}/${node.namespace ?? ''}/${node.kind}/${node.name ?? node.uid ?? ''}`,
        kind: 'resource',
        name: node.name ?? '',
        type: node.kind,
        health: node.healthStatus?.statusCode || undefined,
        healthReason: node.healthStatus?.reason || undefined,
        healthMessage: node.healthStatus?.message || undefined,
        info: infoOf(node),
        fields: fieldsOf(node),
        ...(node.name && node.apiVersion
          ? {
              resource: {
                name: node.name,
                kind: node.kind,
                apiVersion: node.apiVersion,
                namespace: node.namespace,
                cluster,
              },
            }
          : {}),
      },
      parent,
    );
    for (const leaf of node.leafNodes ?? []) addTree(leaf, id);
  };
  for (const applied of resources) addTree(treeOf(applied), clusterNode(clusterOf(applied.cluster)));
  return graph.model();
}
