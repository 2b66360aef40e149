/**
 * Creating a namespace in a joined cluster (`POST /clusters/{cluster}/namespaces`); the namespaces
 * themselves are the simulated cluster's (runtime/namespaces.ts).
 */
import type { ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import { ensureClusterNamespace } from '../../runtime/namespaces';
import { requireCluster } from './clusterViews';

const namespacePattern = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;

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
