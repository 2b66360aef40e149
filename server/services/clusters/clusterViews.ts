/**
 * How clusters are looked up and shown: the list item (ClusterBase), the detail with the simulated
 * resource figures (runtime/clusterInfo.ts), and the API server a kubeconfig points at.
 */
import { load } from 'js-yaml';
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import type { Stored } from '../../store/documentStore';
import type { ClusterProviderInfo } from '../../store/records';
import { resourceInfoOf } from '../../runtime/clusterInfo';

export type ClusterBase = Schemas['v1.ClusterBase'];
export type ClusterDetail = Schemas['v1.DetailClusterResponse'];

export const localClusterName = 'local';

export function requireCluster(ctx: ServiceContext, name: string): Stored<'cluster'> {
  const cluster = ctx.store.get('cluster', name);
  if (!cluster) throw new BusinessError(40003);
  return cluster;
}

const noProvider: ClusterProviderInfo = {
  provider: '',
  clusterID: '',
  clusterName: '',
  zone: '',
  zoneID: '',
  regionID: '',
  vpcID: '',
  labels: {},
};

function providerOf(cluster: Stored<'cluster'>): ClusterProviderInfo {
  return cluster.provider ?? noProvider;
}

export function toClusterBase(cluster: Stored<'cluster'>): ClusterBase {
  return {
    name: cluster.name,
    alias: cluster.alias,
    description: cluster.description,
    icon: cluster.icon ?? '',
    labels: cluster.labels,
    providerInfo: providerOf(cluster),
    apiServerURL: cluster.apiServerURL,
    dashboardURL: cluster.dashboardURL ?? '',
    status: cluster.status,
    reason: cluster.reason ?? '',
  };
}

export function toClusterDetail(cluster: Stored<'cluster'>): ClusterDetail {
  return {
    name: cluster.name,
    alias: cluster.alias,
    description: cluster.description,
    icon: cluster.icon ?? '',
    labels: cluster.labels,
    status: cluster.status,
    reason: cluster.reason ?? '',
    provider: providerOf(cluster),
    apiServerURL: cluster.apiServerURL,
    dashboardURL: cluster.dashboardURL ?? '',
    kubeConfig: cluster.kubeConfig ?? '',
    kubeConfigSecret: cluster.kubeConfigSecret ?? '',
    createTime: cluster.createTime,
    updateTime: cluster.updateTime,
    resourceInfo: resourceInfoOf(cluster.name),
  };
}

interface KubeConfigFile {
  clusters?: { cluster?: { server?: unknown } }[];
}

/** The API server a kubeconfig points at; joining fails when there is none (400 here, 500 in the real server). */
export function apiServerOf(kubeConfig: string): string {
  let parsed: unknown;
  try {
    parsed = load(kubeConfig);
  } catch (error) {
    throw new BusinessError(400, `failed to join cluster: ${(error as Error).message}`);
  }
  const server = (parsed as KubeConfigFile | null)?.clusters?.[0]?.cluster?.server;
  if (typeof server !== 'string' || !server) {
    throw new BusinessError(
      400,
      'failed to join cluster: invalid configuration: no server found for cluster',
    );
  }
  return server;
}
