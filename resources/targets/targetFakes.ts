/** Test support: targets, projects, clusters and namespaces, and a data provider that answers like the server. */
import { HttpError, testDataProvider } from 'react-admin';
import type { CreateParams, DeleteParams, GetListParams, GetOneParams, UpdateParams } from 'react-admin';
import { vi } from 'vitest';
import { delayed } from '@src/test/latency';
import type { components } from '../../contract/api';

type Target = components['schemas']['v1.TargetBase'] & { id: string };

export const target = (name: string, fields: Partial<Target> = {}): Target => ({
  id: name,
  name,
  alias: '',
  description: '',
  cluster: { clusterName: 'local', namespace: `ns-${name}` },
  clusterAlias: 'Local Cluster',
  project: { name: 'default', alias: 'Default' },
  variable: {},
  createTime: '2024-05-01T10:20:30',
  updateTime: '2024-05-01T10:20:30',
  ...fields,
});

const projects = [
  { id: 'default', name: 'default', alias: 'Default' },
  { id: 'team-shop', name: 'team-shop', alias: 'Shop' },
];

const noProvider = { provider: '', clusterID: '', labels: {} };
const clusters = [
  { id: 'local', name: 'local', alias: 'Local Cluster', providerInfo: noProvider },
  {
    id: 'ack-prod',
    name: 'ack-prod',
    alias: '',
    providerInfo: {
      ...noProvider,
      provider: 'aliyun',
      regionID: 'cn-hangzhou',
      zoneID: 'cn-hangzhou-h',
      vpcID: 'vpc-1',
    },
  },
];

const rowsOf = (resource: string, targets: Target[]) => ({ targets, projects, clusters })[resource] ?? [];

/** Answers targets, projects and clusters, target writes, and the namespace verbs. */
export function targetProvider(targets: Target[] = [target('t1'), target('t2')]) {
  const getList = vi.fn(
    delayed((resource: string, { pagination }: GetListParams) => {
      const rows: { id: string }[] = rowsOf(resource, targets);
      const { page = 1, perPage = rows.length } = pagination ?? {};
      return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
    }),
  );
  const getOne = vi.fn(
    delayed((_resource: string, { id }: GetOneParams) => {
      const found = targets.find((t) => t.id === id);
      if (!found) throw new HttpError('HTTP 404', 404, null);
      return { data: found };
    }),
  );
  const create = vi.fn(
    delayed((_resource: string, { data }: CreateParams) => ({ data: { ...data, id: data.name } })),
  );
  const update = vi.fn(
    delayed((_resource: string, { id, data }: UpdateParams) => ({ data: { ...data, id } })),
  );
  const remove = vi.fn(delayed((_resource: string, { id }: DeleteParams) => ({ data: { id } })));
  const created: string[] = [];
  const verbs = {
    listClusterNamespaces: vi.fn(
      delayed((cluster: string) => [
        { name: 'default', target: 'default' },
        { name: `${cluster}-free` },
        ...created.map((name) => ({ name })),
      ]),
    ),
    createClusterNamespace: vi.fn(
      delayed((_cluster: string, namespace: string, _meta?: unknown) => {
        created.push(namespace);
        return { exists: false };
      }),
    ),
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
