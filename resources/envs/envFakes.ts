/** Test support: environments, project targets, users with projects, and a data provider that answers like the server. */
import { HttpError, testDataProvider } from 'react-admin';
import type { CreateParams, DeleteParams, GetListParams, GetOneParams, UpdateParams } from 'react-admin';
import { vi } from 'vitest';
import { delayed } from '@src/test/latency';
import { adminUser, developerUser, type FakeUser } from '@src/test/users';
import type { components } from '../../contract/api';

type Env = components['schemas']['v1.Env'] & { id: string };

export const env = (name: string, fields: Partial<Env> = {}): Env => ({
  id: name,
  name,
  alias: '',
  description: '',
  namespace: name,
  project: { name: 'default', alias: 'Default' },
  targets: [],
  createTime: '2024-05-01T10:20:30',
  updateTime: '2024-05-01T10:20:30',
  ...fields,
});

export const devEnv = env('dev', {
  alias: 'Development',
  namespace: 'dev-ns',
  description: 'Where features land first',
  targets: [
    { name: 't1', alias: 'Target One' },
    { name: 't2', alias: '' },
  ],
});

const membership = (name: string, alias: string) => ({
  name,
  alias,
  description: '',
  joinTime: '2024-05-01T10:20:30',
  owner: { name: 'admin', alias: 'Administrator' },
  roles: [{ name: 'project-admin', alias: 'Project Admin' }],
});

/** The platform admin, member of two projects (the environment picker offers the user's projects). */
export const adminWithProjects: FakeUser = {
  ...adminUser,
  projects: [membership('default', 'Default'), membership('team-shop', 'Shop')],
};

/** An App Developer of `demo`: writes its environments, may not list targets. */
export { developerUser };

const projectTargets: Record<string, { name: string; alias: string; namespace: string }[]> = {
  default: [
    { name: 't1', alias: 'Target One', namespace: 'ns-1' },
    { name: 't2', alias: '', namespace: 'ns-2' },
  ],
  'team-shop': [{ name: 'shop-t', alias: 'Shop Target', namespace: 'shop' }],
};

const targetRows = (project: string) =>
  (projectTargets[project] ?? []).map(({ name, alias, namespace }) => ({
    id: name,
    name,
    alias,
    cluster: { clusterName: 'local', namespace },
  }));

/** Answers environments and project targets, and environment writes. */
export function envProvider(envs: Env[] = [devEnv]) {
  const getList = vi.fn(
    delayed((resource: string, { pagination, meta }: GetListParams) => {
      const rows: { id: string }[] =
        resource === 'envs' ? envs : resource === 'projectTargets' ? targetRows(String(meta?.project)) : [];
      const { page = 1, perPage = rows.length } = pagination ?? {};
      return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
    }),
  );
  const getOne = vi.fn(
    delayed((_resource: string, { id }: GetOneParams) => {
      const found = envs.find((e) => e.id === id);
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
  const provider = testDataProvider({
    getList: getList as never,
    getOne: getOne as never,
    getMany: delayed(() => ({ data: [] })) as never,
    create: create as never,
    update: update as never,
    delete: remove as never,
  });
  return Object.assign(provider, { getList, getOne, create, update, delete: remove });
}
