/**
 * What the real server reads from a joined cluster, made up here from the cluster's name: its
 * capacity and usage, and the kubeconfig a simulated cluster is reached through.
 */
import { dump } from 'js-yaml';
import type { Schemas } from '../schemas';
import { numberIn } from './hash';
import { localCluster } from './namedPlaces';

export type ClusterResourceInfo = Schemas['v1.ClusterResourceInfo'];

const gibibyte = 1024 ** 3;

/** Capacity and usage as the real server reads them from the cluster, derived from the name. */
export function resourceInfoOf(clusterName: string): ClusterResourceInfo {
  const workers = numberIn(`${clusterName}/workers`, 2, 6);
  const cpuCapacity = workers * 4;
  const memoryCapacity = workers * 16 * gibibyte;
  const podCapacity = workers * 110;
  return {
    workerNumber: workers,
    masterNumber: clusterName === localCluster ? 1 : 3,
    cpuCapacity,
    memoryCapacity,
    podCapacity,
    cpuUsed: numberIn(`${clusterName}/cpu`, 1, cpuCapacity / 2),
    memoryUsed: numberIn(`${clusterName}/memory`, 2, memoryCapacity / gibibyte / 2) * gibibyte,
    podUsed: numberIn(`${clusterName}/pods`, 10, Math.floor(podCapacity / 3)),
    storageClassList: ['standard'],
  };
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
