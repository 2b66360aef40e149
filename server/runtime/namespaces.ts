/**
 * Namespaces of the simulated clusters: the ones every cluster has, plus those created for targets,
 * environments, deploys and through `POST /clusters/{cluster}/namespaces`.
 */
import type { ServiceContext } from '../context';
import { scopedKey } from '../store/records';
import { localCluster } from './namedPlaces';

const builtInNamespaces = ['default', 'kube-node-lease', 'kube-public', 'kube-system'];

function builtInNamespacesOf(cluster: string): string[] {
  return cluster === localCluster ? [...builtInNamespaces, 'vela-system'] : builtInNamespaces;
}

export function listClusterNamespaces(ctx: ServiceContext, cluster: string): string[] {
  const created = ctx.store.list('clusterNamespace', { where: { cluster } }).map((ns) => ns.namespace);
  return [...new Set([...builtInNamespacesOf(cluster), ...created])].sort();
}

/** Creates the namespace unless it exists; tells which of the two happened. */
export function ensureClusterNamespace(ctx: ServiceContext, cluster: string, namespace: string): boolean {
  if (listClusterNamespaces(ctx, cluster).includes(namespace)) return true;
  ctx.store.insert('clusterNamespace', scopedKey(cluster, namespace), { cluster, namespace });
  return false;
}
