/** Test support: the clusters the clusters screen's tests read, joined through the sandbox's API. */
import type { TestSandbox } from '@src/test/sandboxFetch';
import type { components } from '../../contract/api';

type ClusterList = components['schemas']['v1.ListClusterResponse'];
type CloudClusterList = components['schemas']['v1.ListCloudClusterResponse'];

export const KUBECONFIG =
  'apiVersion: v1\nclusters:\n- cluster:\n    server: https://prod.example:6443\n  name: prod\n';

export const CLOUD_KEYS = { accessKeyID: 'key-id', accessKeySecret: 'key-secret' };

/** prod ("Production"), joined beside the local cluster, with a description and a dashboard. */
export async function joinProd(sandbox: TestSandbox): Promise<void> {
  await sandbox.request('POST', '/api/v1/clusters', {
    name: 'prod',
    alias: 'Production',
    description: 'Where customers are served',
    dashboardURL: 'https://dashboard.example/prod',
    kubeConfig: KUBECONFIG,
  });
}

/**
 * The sandbox simulates every joined cluster as healthy: the list it gives, with `change` applied to
 * each cluster, answers the page's list request instead.
 */
export async function answerClustersWith(
  sandbox: TestSandbox,
  change: (cluster: ClusterList['clusters'][number]) => object,
): Promise<void> {
  const list = await sandbox.request<ClusterList>('GET', '/api/v1/clusters');
  sandbox.answer('GET /api/v1/clusters', { body: { ...list, clusters: list.clusters.map(change) } });
}

/** Buys `count` clusters in the sandbox's cloud account, listed after the five it already owns. */
export async function buyCloudClusters(sandbox: TestSandbox, count: number): Promise<void> {
  for (let index = 1; index <= count; index += 1) {
    await sandbox.request('POST', '/api/v1/clusters/cloud_clusters/aliyun/create', {
      ...CLOUD_KEYS,
      name: `bought-${index}`,
      zone: '',
      workerNumber: 1,
      cpuCoresPerWorker: 2,
      memoryPerWorker: 4,
    });
  }
}

/** The cloud account's clusters on `page` (ten a page), as the sandbox lists them. */
export async function cloudClustersOn(sandbox: TestSandbox, page: number) {
  const url = `/api/v1/clusters/cloud_clusters/aliyun?page=${page}&pageSize=10`;
  return (await sandbox.request<CloudClusterList>('POST', url, CLOUD_KEYS)).clusters;
}
