/**
 * How clusters are looked up and shown: the list item (ClusterBase), the detail with simulated
 * resource figures, and the kubeconfig a joined cluster is reached through.
 */
import { dump, load } from 'js-yaml';
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import type { Stored } from '../../store/documentStore';
import type { ClusterProviderInfo } from '../../store/records';
import { numberIn } from '../../runtime/hash';

export type ClusterBase = Schemas['v1.ClusterBase'];
export type ClusterDetail = Schemas['v1.DetailClusterResponse'];
export type ClusterResourceInfo = Schemas['v1.ClusterResourceInfo'];

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

const gibibyte = 1024 ** 3;

/** Capacity and usage as the real server reads them from the cluster, derived from the name. */
export function resourceInfoOf(clusterName: string): ClusterResourceInfo {
  const workers = numberIn(`${clusterName}/workers`, 2, 6);
  const cpuCapacity = workers * 4;
  const memoryCapacity = workers * 16 * gibibyte;
  const podCapacity = workers * 110;
  return {
    workerNumber: workers,
    masterNumber: clusterName === localClusterName ? 1 : 3,
    cpuCapacity,
    memoryCapacity,
    podCapacity,
    cpuUsed: numberIn(`${clusterName}/cpu`, 1, cpuCapacity / 2),
    memoryUsed: numberIn(`${clusterName}/memory`, 2, memoryCapacity / gibibyte / 2) * gibibyte,
    podUsed: numberIn(`${clusterName}/pods`, 10, Math.floor(podCapacity / 3)),
    storageClassList: ['standard'],
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

/** A kubeconfig for a simulated cluster, e.g. for demo data or a connected cloud cluster. */
export function sampleKubeConfig(clusterName: string, server: string): string {
  const user = `${clusterName}-admin`;
  return dump({
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [{ name: clusterName, cluster: { server, 'insecure-skip-tls-verify': true } }],
    users: [{ name: user, user: { token: `sandbox-token-${clusterName}` } }],
    contexts: [{ name: clusterName, context: { cluster: clusterName, user } }],
    'current-context': clusterName,
  });
}
