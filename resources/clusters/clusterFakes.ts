/** Test support: joined clusters, a cloud account's clusters, and a data provider that answers like the server. */
import { HttpError, testDataProvider } from 'react-admin';
import type { CreateParams, DeleteParams, GetListParams, GetOneParams, UpdateParams } from 'react-admin';
import { vi } from 'vitest';
import { delayed } from '@src/test/latency';
import type { components } from '../../contract/api';

type Cluster = components['schemas']['v1.ClusterBase'] & { id: string };
type CloudCluster = components['schemas']['cloudprovider.CloudCluster'];

const noProvider = {
  provider: '',
  clusterID: '',
  clusterName: '',
  zone: '',
  zoneID: '',
  regionID: '',
  vpcID: '',
  labels: {},
};

const cluster = (name: string, fields: Partial<Cluster> = {}): Cluster => ({
  id: name,
  name,
  alias: '',
  description: '',
  icon: '',
  labels: {},
  apiServerURL: `https://${name}.example:6443`,
  dashboardURL: '',
  status: 'Healthy',
  reason: '',
  providerInfo: noProvider,
  ...fields,
});

export const localCluster = cluster('local', {
  description: 'The hub manage cluster where KubeVela runs on.',
});
export const prodCluster = cluster('prod', {
  alias: 'Production',
  description: 'Where customers are served',
  dashboardURL: 'https://dashboard.example/prod',
  status: 'Unhealthy',
});

export const KUBECONFIG =
  'apiVersion: v1\nclusters:\n- cluster:\n    server: https://prod.example:6443\n  name: prod\n';

const cloudCluster = (index: number): CloudCluster => ({
  provider: 'aliyun',
  id: `c${String(index).padStart(2, '0')}abcdef0123456789abcdef0123456789`,
  name: `ack-${index}`,
  type: 'ManagedKubernetes',
  zone: 'cn-hangzhou-h',
  zoneID: 'cn-hangzhou-h',
  regionID: 'cn-hangzhou',
  vpcID: 'vpc-1',
  labels: {},
  status: index === 1 ? 'running' : 'stopped',
  apiServerURL: `https://47.0.0.${index}:6443`,
  dashboardURL: '',
});

/** Twelve clusters: two pages of the cloud table. */
export const cloudClusters = Array.from({ length: 12 }, (_, index) => cloudCluster(index + 1));

/** Answers the cluster list (searched by name, paged), details, writes and the cluster verbs. */
export function clusterProvider(clusters: Cluster[] = [localCluster, prodCluster]) {
  const getList = vi.fn(
    delayed((resource: string, { pagination, filter }: GetListParams) => {
      const rows = resource === 'clusters' ? clusters.filter((c) => c.name.includes(filter?.q ?? '')) : [];
      const { page = 1, perPage = rows.length } = pagination ?? {};
      return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
    }),
  );
  const getOne = vi.fn(
    delayed((_resource: string, { id }: GetOneParams) => {
      const found = clusters.find((c) => c.id === id);
      if (!found) throw new HttpError('HTTP 404', 404, null);
      return { data: { ...found, kubeConfig: KUBECONFIG } };
    }),
  );
  const create = vi.fn(
    delayed((_resource: string, { data }: CreateParams) => ({ data: { ...data, id: data.name } })),
  );
  const update = vi.fn(
    delayed((_resource: string, { id, data }: UpdateParams) => ({ data: { ...data, id } })),
  );
  const remove = vi.fn(delayed((_resource: string, { id }: DeleteParams) => ({ data: { id } })));
  const verbs = {
    listCloudClusters: vi.fn(
      delayed(
        (
          _provider: string,
          _keys: object,
          { page, pageSize }: { page: number; pageSize: number },
          _meta?: unknown,
        ) => ({
          clusters: cloudClusters.slice((page - 1) * pageSize, page * pageSize),
          total: cloudClusters.length,
        }),
      ),
    ),
    connectCloudCluster: vi.fn(delayed((_provider: string, body: { name: string }) => cluster(body.name))),
    listEnabledAddonNames: vi.fn(delayed(() => ['fluxcd', 'velaux'])),
    listRuntimeClusterAddonNames: vi.fn(delayed(() => ['fluxcd', 'kruise-rollout'])),
  };
  const provider = testDataProvider({
    getList: getList as never,
    getOne: getOne as never,
    getMany: delayed(() => ({ data: [] })) as never,
    create: create as never,
    update: update as never,
    delete: remove as never,
  });
  return Object.assign(provider, { getList, getOne, create, update, delete: remove }, verbs);
}
