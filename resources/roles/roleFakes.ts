/** Test support for the declared platform roles (resources/declarations/roles.ts): roles, permissions and a data provider that answers for them like the server. */
import { HttpError, testDataProvider } from 'react-admin';
import type { CreateParams, DeleteParams, GetListParams, GetOneParams, UpdateParams } from 'react-admin';
import { vi } from 'vitest';
import { delayed } from '@src/test/latency';
import type { Permission, Role } from './role';

const times = { createTime: '2024-05-01T10:20:30', updateTime: '2024-05-01T10:20:30' };

export const adminRole: Role = {
  id: 'admin',
  name: 'admin',
  alias: 'Admin',
  permissions: [
    { name: 'admin', alias: 'Admin' },
    { name: 'cluster-management', alias: '' },
  ],
  ...times,
};

const permission = (name: string, alias: string): Permission => ({
  id: name,
  name,
  alias,
  resources: ['*'],
  actions: ['*'],
  effect: 'Allow',
  ...times,
});

export const platformPermissions = [
  permission('admin', 'Admin'),
  permission('cluster-management', 'Cluster Management'),
  permission('user-management', 'User Management'),
];

/** Answers role and permission lists, role look-ups and writes. */
export function roleProvider(roles: Role[] = [adminRole]) {
  const getList = vi.fn(
    delayed((resource: string, { pagination }: GetListParams) => {
      const rows = resource === 'roles' ? roles : resource === 'permissions' ? platformPermissions : [];
      const { page = 1, perPage = rows.length } = pagination ?? {};
      return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
    }),
  );
  const getOne = vi.fn(
    delayed((_resource: string, { id }: GetOneParams) => {
      const found = roles.find((role) => role.id === id);
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
