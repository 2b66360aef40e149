/** Test support: a project with its members, roles, targets, configs and distributions, and users who see it. */
import { HttpError, testDataProvider } from 'react-admin';
import type {
  CreateParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetOneParams,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import { vi } from 'vitest';
import { delayed } from '@src/test/latency';
import { demoProject, type FakeUser } from '@src/test/users';

const time = '2024-05-01T10:20:30Z';

const role = (name: string, alias: string, permissions: string[]) => ({
  id: name,
  name,
  alias,
  permissions: permissions.map((each) => ({ name: each, alias: permissionAlias[each] })),
  createTime: time,
  updateTime: time,
});

const permissionAlias: Record<string, string> = {
  'project-view': 'Project View',
  'app-management': 'App Management',
  'role-management': 'Role Management',
};

export const projectTables = (): Record<string, RaRecord[]> => ({
  projects: [demoProject],
  users: [
    { id: 'admin', name: 'admin', alias: 'Administrator' },
    { id: 'carol', name: 'carol', alias: 'Carol' },
  ],
  projectUsers: [
    { id: 'alice', name: 'alice', alias: 'Alice', userRoles: ['app-developer'], createTime: time },
  ],
  projectRoles: [
    role('app-developer', 'App Developer', ['project-view', 'app-management']),
    role('project-viewer', 'Project Viewer', ['project-view']),
  ],
  projectPermissions: Object.entries(permissionAlias).map(([name, alias]) => ({ id: name, name, alias })),
  projectTargets: [
    { id: 'dev', name: 'dev', alias: 'Development', cluster: { clusterName: 'local', namespace: 'dev' } },
    { id: 'prod', name: 'prod', alias: '', cluster: { clusterName: 'prod-cluster', namespace: 'prod' } },
  ],
  projectConfigs: [
    {
      id: 'charts',
      name: 'charts',
      alias: 'Charts',
      namespace: 'demo',
      shared: false,
      template: { name: 'helm-repository' },
      createdTime: time,
      targets: [
        { clusterName: 'local', namespace: 'dev', status: 'succeeded', message: '' },
        { clusterName: 'prod-cluster', namespace: 'prod', status: 'failed', message: 'cluster not found' },
      ],
    },
    {
      id: 'mirror',
      name: 'mirror',
      alias: '',
      namespace: 'vela-system',
      shared: true,
      template: { name: 'helm-repository' },
      createdTime: time,
      targets: [],
    },
  ],
  projectDistributions: [
    {
      id: 'distribute-charts',
      name: 'distribute-charts',
      namespace: 'demo',
      createdTime: time,
      configs: [{ name: 'charts', namespace: 'demo' }],
      targets: [{ clusterName: 'local', namespace: 'dev' }],
      status: { status: 'running', workflow: { steps: [{ name: 'deploy-local-dev', phase: 'succeeded' }] } },
    },
  ],
});

/** Answers every read from the tables (paged like the server) and every write as accepted. */
export function projectProvider(tables = projectTables()) {
  const rows = (resource: string) => tables[resource] ?? [];
  const getList = vi.fn(
    delayed((resource: string, { pagination }: GetListParams) => {
      const all = rows(resource);
      const { page = 1, perPage = all.length } = pagination ?? {};
      return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
    }),
  );
  const getOne = vi.fn(
    delayed((resource: string, { id }: GetOneParams) => {
      const found = rows(resource).find((row) => String(row.id) === String(id));
      if (!found) throw new HttpError('HTTP 404', 404, null);
      return { data: found };
    }),
  );
  const getMany = vi.fn(
    delayed((resource: string, { ids }: GetManyParams) => ({
      data: rows(resource).filter((row) => ids.map(String).includes(String(row.id))),
    })),
  );
  const create = vi.fn(
    delayed((_r: string, { data }: CreateParams) => ({ data: { ...data, id: data.name } })),
  );
  const update = vi.fn(delayed((_r: string, { id, data }: UpdateParams) => ({ data: { ...data, id } })));
  const deleteOne = vi.fn(
    delayed((_r: string, { id, previousData }: DeleteParams) => ({ data: previousData ?? { id } })),
  );
  const provider = testDataProvider({
    getList: getList as never,
    getOne: getOne as never,
    getMany: getMany as never,
    create: create as never,
    update: update as never,
    delete: deleteOne as never,
  });
  return Object.assign(provider, { getList, getOne, getMany, create, update, delete: deleteOne });
}

/** Manages every project, but may not list the platform's users: owners are typed. */
export const projectManager: FakeUser = {
  name: 'pm',
  platformPermissions: [{ name: 'projects', resources: ['project:*'], actions: ['*'], effect: 'Allow' }],
  projectPermissions: {},
};

/** May only read the project list. */
export const projectLister: FakeUser = {
  name: 'reader',
  platformPermissions: [{ name: 'projects', resources: ['project:*'], actions: ['list'], effect: 'Allow' }],
  projectPermissions: {},
};
