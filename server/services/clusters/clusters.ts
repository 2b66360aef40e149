/**
 * Clusters joined to the platform (facts §4, codes 400xx). Joining "connects" through the given
 * kubeconfig: the sandbox reads the API server address from it and simulates a healthy cluster.
 */
import type { ServiceContext } from '../../context';
import { BusinessError, invalidField } from '../../errors';
import type { Stored } from '../../store/documentStore';
import type { ClusterProviderInfo, ClusterRecord } from '../../store/records';
import { pageOf, type Paging } from '../paging';
import { checkAlias, checkName } from '../validation';
import {
  apiServerOf,
  localClusterName,
  requireCluster,
  toClusterBase,
  toClusterDetail,
  type ClusterBase,
  type ClusterDetail,
} from './clusterViews';

export interface ClusterInput {
  name: string;
  alias: string;
  description: string;
  icon: string;
  kubeConfig: string;
  kubeConfigSecret: string;
  labels: Record<string, string>;
  dashboardURL: string;
}

/** What a cloud provider adds to a cluster it hands over. */
export interface CloudOrigin {
  provider: ClusterProviderInfo;
  dashboardURL: string;
}

function checkClusterRequest(input: ClusterInput): void {
  const struct = 'CreateClusterRequest';
  checkName(struct, 'Name', input.name);
  checkAlias(struct, 'Alias', input.alias);
  if (!input.kubeConfig && !input.kubeConfigSecret) {
    throw invalidField(struct, 'KubeConfig', 'required_without');
  }
}

function clusterRecord(input: ClusterInput, apiServerURL: string, origin?: CloudOrigin): ClusterRecord {
  return {
    name: input.name,
    alias: input.alias,
    description: input.description,
    icon: input.icon,
    labels: input.labels,
    kubeConfig: input.kubeConfig,
    kubeConfigSecret: input.kubeConfigSecret,
    dashboardURL: origin?.dashboardURL ?? input.dashboardURL,
    apiServerURL,
    status: 'Healthy',
    reason: '',
    ...(origin ? { provider: origin.provider } : {}),
  };
}

/** The API server of the kubeconfig; a kubeconfig secret is not supported, as in the real server. */
function joinedApiServer(input: ClusterInput): string {
  if (input.kubeConfig) return apiServerOf(input.kubeConfig);
  if (input.kubeConfigSecret) throw new BusinessError(40001);
  throw new BusinessError(40002);
}

/** `POST /clusters`: joins a cluster through its kubeconfig. Also used for demo data. */
export function connectCluster(ctx: ServiceContext, input: ClusterInput, origin?: CloudOrigin): ClusterBase {
  checkClusterRequest(input);
  if (input.name === localClusterName) throw new BusinessError(40007);
  if (ctx.store.get('cluster', input.name)) throw new BusinessError(40004);
  const apiServerURL = joinedApiServer(input);
  return toClusterBase(ctx.store.insert('cluster', input.name, clusterRecord(input, apiServerURL, origin)));
}

export function listClusters(
  ctx: ServiceContext,
  query: string,
  paging: Paging,
): { clusters: ClusterBase[]; total: number } {
  // The local cluster's create time lies in 2999, so newest-first puts it on top.
  const all = ctx.store.list('cluster', { order: 'newest' });
  const matching = all.filter((cluster) => cluster.name.includes(query));
  return { clusters: pageOf(matching, paging).map(toClusterBase), total: all.length };
}

export function detailCluster(ctx: ServiceContext, name: string): ClusterDetail {
  return toClusterDetail(requireCluster(ctx, name));
}

function changesConnection(old: Stored<'cluster'>, input: ClusterInput): boolean {
  return (
    old.name !== input.name ||
    (old.kubeConfig ?? '') !== input.kubeConfig ||
    (old.kubeConfigSecret ?? '') !== input.kubeConfigSecret
  );
}

/** A new name or kubeconfig re-joins the cluster; other changes keep its status. */
export function modifyCluster(ctx: ServiceContext, name: string, input: ClusterInput): ClusterBase {
  checkClusterRequest(input);
  const old = requireCluster(ctx, name);
  if (!changesConnection(old, input)) {
    const { status, reason, provider } = old;
    const updated = { ...clusterRecord(input, old.apiServerURL), status, reason, provider };
    return toClusterBase(ctx.store.update('cluster', name, updated));
  }
  if (name === localClusterName || input.name === localClusterName) throw new BusinessError(40008);
  if (!input.kubeConfig && input.kubeConfigSecret) throw new BusinessError(40001);
  const apiServerURL = apiServerOf(input.kubeConfig);
  if (input.name !== name && ctx.store.get('cluster', input.name)) throw new BusinessError(40004);
  const origin = old.provider ? { provider: old.provider, dashboardURL: input.dashboardURL } : undefined;
  const record = clusterRecord(input, apiServerURL, origin);
  return ctx.store.transaction(() => {
    ctx.store.delete('cluster', name);
    return toClusterBase(ctx.store.insert('cluster', input.name, record, old.createTime));
  });
}

export function deleteCluster(ctx: ServiceContext, name: string): ClusterBase {
  if (name === localClusterName) throw new BusinessError(40008);
  const cluster = requireCluster(ctx, name);
  ctx.store.delete('cluster', name);
  return toClusterBase(cluster);
}
