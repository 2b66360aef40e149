/** Test support: users, platform roles and a data provider that answers for them like the server. */
import { HttpError, testDataProvider } from 'react-admin';
import type { CreateParams, DeleteParams, GetListParams, GetOneParams, UpdateParams } from 'react-admin';
import { vi } from 'vitest';
import { delayed } from '@src/test/latency';
import type { User } from './user';

/** The first render of the whole console loads its lazy pages, which takes seconds on a busy machine. */
export const FIRST_RENDER = { timeout: 15000 };

const times = { createTime: '2024-05-01T10:20:30', lastLoginTime: '0001-01-01T00:00:00Z' };

export const alice: User = {
  id: 'alice',
  name: 'alice',
  alias: 'Alice',
  email: 'alice@example.com',
  roles: [{ name: 'admin', alias: 'Admin' }],
  disabled: false,
  projects: [],
  ...times,
};

export const bob: User = {
  id: 'bob',
  name: 'bob',
  alias: 'Bob',
  email: '',
  roles: [],
  disabled: true,
  projects: [],
  ...times,
};

export const platformRoles = [
  { id: 'admin', name: 'admin', alias: 'Admin', permissions: [], ...times, updateTime: times.createTime },
  { id: 'auditor', name: 'auditor', alias: '', permissions: [], ...times, updateTime: times.createTime },
];

const matches = (user: User, filter: Record<string, string>) =>
  ['name', 'alias', 'email'].every(
    (field) => !filter[field] || String(user[field as keyof User]).includes(filter[field]),
  );

/** Answers users and roles lists (filtered and paged), user details, writes and the user verbs. */
export function userProvider(users: User[] = [alice, bob]) {
  const getList = vi.fn(
    delayed((resource: string, { pagination, filter }: GetListParams) => {
      const rows =
        resource === 'users'
          ? users.filter((user) => matches(user, filter))
          : resource === 'roles'
            ? platformRoles
            : [];
      const { page = 1, perPage = rows.length } = pagination ?? {};
      return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
    }),
  );
  const getOne = vi.fn(
    delayed((_resource: string, { id }: GetOneParams) => {
      const found = users.find((user) => user.id === id);
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
  const verbs = {
    disableUser: vi.fn(delayed((_name: string) => undefined)),
    enableUser: vi.fn(delayed((_name: string) => undefined)),
    resetUserPassword: vi.fn(delayed((_name: string, _reset: object, _meta?: unknown) => undefined)),
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
