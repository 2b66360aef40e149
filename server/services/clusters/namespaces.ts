/**
 * Namespaces of the simulated clusters: the ones every cluster has, plus those created for targets,
 * environments and through `POST /clusters/{cluster}/namespaces`.
 */
import type { ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import { scopedKey } from '../../store/records';
import { localClusterName, requireCluster } from './clusterViews';

const builtInNamespaces = ['default', 'kube-node-lease', 'kube-public', 'kube-system'];

function builtInNamespacesOf(cluster: string): string[] {
  return cluster === localClusterName ? [...builtInNamespaces, 'vela-system'] : builtInNamespaces;
}

const namespacePattern = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;

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

export function createClusterNamespace(
  ctx: ServiceContext,
  cluster: string,
  namespace: string,
): { exists: boolean } {
  requireCluster(ctx, cluster);
  if (namespace.length > 63 || !namespacePattern.test(namespace)) {
    throw new BusinessError(
      400,
      `failed to create namespace ${namespace} in cluster ${cluster}: Namespace "${namespace}" is invalid`,
    );
  }
  return { exists: ensureClusterNamespace(ctx, cluster, namespace) };
}
