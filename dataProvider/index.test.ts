import { listParams, recordedHttp } from './recordedHttp';

const { http, dp, answer, lastCall } = recordedHttp();
const names = (...list: string[]) => list.map((name) => ({ name }));

describe('getList on server-paged resources', () => {
  it('sends page, pageSize and the mapped user filters, and returns the server total', async () => {
    answer({ users: [{ name: 'alice', email: 'a@x.io' }], total: 42 });
    const result = await dp.getList(
      'users',
      listParams({
        pagination: { page: 3, perPage: 10 },
        filter: { name: 'al', email: 'a@', alias: 'Al', other: 'x' },
      }),
    );
    expect(lastCall()[0]).toBe('/api/v1/users?name=al&email=a%40&alias=Al&page=3&pageSize=10');
    expect(result).toEqual({ data: [{ id: 'alice', name: 'alice', email: 'a@x.io' }], total: 42 });
  });

  it('maps the search box to the name filter for users and to query for clusters', async () => {
    answer({ users: [], total: 0 });
    await dp.getList('users', listParams({ filter: { q: 'bo' } }));
    expect(lastCall()[0]).toBe('/api/v1/users?name=bo&page=1&pageSize=10');
    answer({ clusters: [], total: 0 });
    await dp.getList('clusters', listParams({ filter: { q: 'loc' } }));
    expect(lastCall()[0]).toBe('/api/v1/clusters?query=loc&page=1&pageSize=10');
  });

  it.each([
    ['projects', 'projects', '/api/v1/projects?page=2&pageSize=5', {}],
    ['targets', 'targets', '/api/v1/targets?project=demo&page=2&pageSize=5', { project: 'demo' }],
    ['envs', 'envs', '/api/v1/envs?project=demo&page=2&pageSize=5', { project: 'demo' }],
  ])('pages %s on the server', async (resource, listKey, url, filter) => {
    answer({ [listKey]: names('a'), total: 6 });
    const result = await dp.getList(resource, listParams({ pagination: { page: 2, perPage: 5 }, filter }));
    expect(lastCall()[0]).toBe(url);
    expect(result).toEqual({ data: [{ id: 'a', name: 'a' }], total: 6 });
  });

  it('treats a null list as empty', async () => {
    answer({ projects: null, total: 0 });
    await expect(dp.getList('projects', listParams())).resolves.toEqual({ data: [], total: 0 });
  });

  it('asks for everything (page 0) and pages on the client when the page size is outside 5..100', async () => {
    answer({ users: names('a', 'b', 'c'), total: 3 });
    const result = await dp.getList('users', listParams({ pagination: { page: 2, perPage: 2 } }));
    expect(lastCall()[0]).toBe('/api/v1/users');
    expect(result).toMatchObject({ data: [{ id: 'c' }], total: 3 });
  });

  it('loads everything and sorts on the client when asked for an order the server does not keep', async () => {
    answer({ projects: names('b', 'c', 'a'), total: 3 });
    const result = await dp.getList(
      'projects',
      listParams({ pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'DESC' } }),
    );
    expect(lastCall()[0]).toBe('/api/v1/projects');
    expect(result.data.map((record) => record.id)).toEqual(['c', 'b', 'a']);
  });

  it('keeps server paging for the server order (newest first)', async () => {
    answer({ projects: names('b'), total: 9 });
    await dp.getList('projects', listParams({ sort: { field: 'createTime', order: 'DESC' } }));
    expect(lastCall()[0]).toBe('/api/v1/projects?page=1&pageSize=10');
  });

  it('passes the abort signal down', async () => {
    answer({ users: [], total: 0 });
    const signal = new AbortController().signal;
    await dp.getList('users', { ...listParams(), signal });
    expect(lastCall()[1]).toMatchObject({ signal });
  });
});

describe('getList on unpaged resources', () => {
  it('reads the bare array of platform permissions', async () => {
    answer([{ name: 'admin', resources: ['*'] }]);
    const result = await dp.getList('permissions', listParams());
    expect(lastCall()[0]).toBe('/api/v1/permissions');
    expect(result).toEqual({ data: [{ id: 'admin', name: 'admin', resources: ['*'] }], total: 1 });
  });

  it('treats a null bare array as empty', async () => {
    answer(null);
    await expect(dp.getList('permissions', listParams())).resolves.toEqual({ data: [], total: 0 });
  });
});

describe('nested project resources', () => {
  it.each([
    ['projectRoles', { roles: names('r') }, '/api/v1/projects/my%20p/roles'],
    ['projectPermissions', names('r'), '/api/v1/projects/my%20p/permissions'],
    ['projectTargets', { targets: names('r') }, '/api/v1/projects/my%20p/targets'],
  ])('lists %s of the project in meta', async (resource, json, url) => {
    answer(json);
    const result = await dp.getList(resource, { ...listParams(), meta: { project: 'my p' } });
    expect(lastCall()[0]).toBe(url);
    expect(result).toEqual({ data: [{ id: 'r', name: 'r' }], total: 1 });
  });

  it('takes the project from the filter and pages project users on the server', async () => {
    answer({ users: [{ name: 'bob', userRoles: ['project-admin'] }], total: 1 });
    const result = await dp.getList('projectUsers', listParams({ filter: { project: 'default' } }));
    expect(lastCall()[0]).toBe('/api/v1/projects/default/users?page=1&pageSize=10');
    expect(result.data).toEqual([{ id: 'bob', name: 'bob', userRoles: ['project-admin'] }]);
  });

  it('lists members as a reference of their project', async () => {
    answer({ users: names('bob'), total: 1 });
    await dp.getManyReference('projectUsers', {
      target: 'project',
      id: 'default',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(lastCall()[0]).toBe('/api/v1/projects/default/users?page=1&pageSize=10');
  });

  it('refuses to guess a missing project', async () => {
    await expect(dp.getList('projectRoles', listParams())).rejects.toThrow('projectRoles needs meta.project');
    expect(http).not.toHaveBeenCalled();
  });

  it('adds a member with userName and userRoles, and updates only the roles', async () => {
    answer({ name: 'bob', userRoles: ['app-developer'] });
    const created = await dp.create('projectUsers', {
      data: { userName: 'bob', userRoles: ['app-developer'] },
      meta: { project: 'default' },
    });
    expect(lastCall()).toEqual([
      '/api/v1/projects/default/users',
      { method: 'POST', body: { userName: 'bob', userRoles: ['app-developer'] } },
    ]);
    expect(created.data).toMatchObject({ id: 'bob' });

    await dp.update('projectUsers', {
      id: 'bob',
      data: { id: 'bob', name: 'bob', alias: 'Bob', userRoles: ['project-viewer'] },
      previousData: { id: 'bob' },
      meta: { project: 'default' },
    });
    expect(lastCall()).toEqual([
      '/api/v1/projects/default/users/bob',
      { method: 'PUT', body: { userRoles: ['project-viewer'] } },
    ]);
  });

  it('removes a project role by name', async () => {
    answer({});
    const result = await dp.delete('projectRoles', {
      id: 'ops',
      previousData: { id: 'ops', name: 'ops' },
      meta: { project: 'default' },
    });
    expect(lastCall()).toEqual(['/api/v1/projects/default/roles/ops', { method: 'DELETE' }]);
    expect(result.data).toEqual({ id: 'ops', name: 'ops' });
  });
});

describe('getOne and getMany', () => {
  it('reads a user from its detail endpoint', async () => {
    answer({ name: 'alice', roles: names('admin') });
    const result = await dp.getOne('users', { id: 'alice' });
    expect(lastCall()[0]).toBe('/api/v1/users/alice');
    expect(result.data).toMatchObject({ id: 'alice', name: 'alice' });
  });

  it('rejects with 404 when the list does not hold the record', async () => {
    answer({ envs: names('dev'), total: 1 });
    await expect(dp.getOne('envs', { id: 'prod' })).rejects.toMatchObject({ status: 404 });
  });

  it('reads several records from one list call when there is no detail endpoint', async () => {
    answer({ roles: names('a', 'b', 'c') });
    const result = await dp.getMany('projectRoles', { ids: ['a', 'c'], meta: { project: 'p' } });
    expect(http).toHaveBeenCalledTimes(1);
    expect(result.data.map((record) => record.id)).toEqual(['a', 'c']);
  });

  it('reads several records through their detail endpoints when there is one', async () => {
    http.mockImplementation(async (path) => {
      return { status: 200, json: { name: path.split('/').pop() }, headers: new Headers() };
    });
    const result = await dp.getMany('clusters', { ids: ['local', 'prod'] });
    expect(http.mock.calls.map(([path]) => path)).toEqual([
      '/api/v1/clusters/local',
      '/api/v1/clusters/prod',
    ]);
    expect(result.data).toEqual([
      { id: 'local', name: 'local' },
      { id: 'prod', name: 'prod' },
    ]);
  });
});

describe('extra methods', () => {
  it('disables and enables a user with GET', async () => {
    answer({});
    await dp.disableUser('bob');
    expect(lastCall()[0]).toBe('/api/v1/users/bob/disable');
    await dp.enableUser('bob');
    expect(lastCall()[0]).toBe('/api/v1/users/bob/enable');
  });

  it('reads and writes the system info, and reads the user info', async () => {
    answer({ platformID: 'x', loginType: 'local', enableCollection: false });
    await expect(dp.getSystemInfo()).resolves.toMatchObject({ platformID: 'x' });
    expect(lastCall()[0]).toBe('/api/v1/system_info');

    const body = { enableCollection: false, loginType: 'dex', velaAddress: 'http://vela.io' };
    await dp.updateSystemInfo(body);
    expect(lastCall()).toEqual(['/api/v1/system_info', { method: 'PUT', body }]);

    answer({ name: 'admin' });
    await expect(dp.getUserInfo()).resolves.toMatchObject({ name: 'admin' });
    expect(lastCall()[0]).toBe('/api/v1/auth/user_info');
  });
});
