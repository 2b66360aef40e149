import { recordedHttp } from './recordedHttp';

const { http, dp, answer, lastCall } = recordedHttp();

describe('create, update and delete bodies', () => {
  it('creates a user with role names', async () => {
    answer({ name: 'bob', email: 'bob@x.io' });
    const result = await dp.create('users', {
      data: { name: 'bob', alias: 'Bob', email: 'bob@x.io', password: 'secret123', roles: ['admin'] },
    });
    expect(lastCall()).toEqual([
      '/api/v1/users',
      {
        method: 'POST',
        body: { name: 'bob', alias: 'Bob', email: 'bob@x.io', password: 'secret123', roles: ['admin'] },
      },
    ]);
    expect(result.data).toMatchObject({ id: 'bob', name: 'bob' });
  });

  it('updates a user without the email once one is set, and turns role objects into names', async () => {
    answer({ name: 'bob' });
    await dp.update('users', {
      id: 'bob',
      data: {
        id: 'bob',
        name: 'bob',
        alias: 'Bobby',
        email: 'bob@x.io',
        roles: [{ name: 'admin', alias: 'Admin' }],
      },
      previousData: { id: 'bob', name: 'bob', email: 'bob@x.io' },
    });
    expect(lastCall()).toEqual([
      '/api/v1/users/bob',
      { method: 'PUT', body: { alias: 'Bobby', roles: ['admin'] } },
    ]);
  });

  it('sends the email of a user who has none yet', async () => {
    answer({ name: 'bob' });
    await dp.update('users', {
      id: 'bob',
      data: { alias: 'Bob', email: 'bob@x.io', roles: [] },
      previousData: { id: 'bob', email: '' },
    });
    expect(lastCall()[1]?.body).toEqual({ alias: 'Bob', email: 'bob@x.io', roles: [] });
  });

  it('sends a project owner as a user name', async () => {
    answer({ name: 'demo' });
    await dp.update('projects', {
      id: 'demo',
      data: {
        id: 'demo',
        name: 'demo',
        alias: 'Demo',
        description: 'd',
        owner: { name: 'alice', alias: 'A' },
      },
      previousData: { id: 'demo' },
    });
    expect(lastCall()).toEqual([
      '/api/v1/projects/demo',
      { method: 'PUT', body: { alias: 'Demo', description: 'd', owner: 'alice' } },
    ]);
  });

  it('posts a permission as given, without the react-admin id', async () => {
    answer({ name: 'p' });
    await dp.create('permissions', {
      data: { id: 'x', name: 'p', resources: ['user:*'], actions: ['list'] },
    });
    expect(lastCall()[1]?.body).toEqual({ name: 'p', resources: ['user:*'], actions: ['list'] });
  });

  it('refuses writes the API does not offer, without a request', async () => {
    await expect(dp.update('permissions', { id: 'p', data: {}, previousData: { id: 'p' } })).rejects.toThrow(
      'permissions does not support update',
    );
    await expect(dp.delete('projectTargets', { id: 'dev' })).rejects.toThrow(
      'projectTargets does not support delete',
    );
    expect(http).not.toHaveBeenCalled();
  });

  it('deletes many by id', async () => {
    answer({});
    await expect(dp.deleteMany('users', { ids: ['a', 'b'] })).resolves.toEqual({ data: ['a', 'b'] });
    expect(http.mock.calls.map(([path, init]) => `${init?.method} ${path}`)).toEqual([
      'DELETE /api/v1/users/a',
      'DELETE /api/v1/users/b',
    ]);
  });
});
