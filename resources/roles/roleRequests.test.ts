/**
 * The platform roles are declared (resources/declarations/roles.ts): the data provider reads and writes
 * them through the row their declaration brings to the console's table.
 */
import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import { createDataProvider } from '@dataProvider/index';
import { listParams, recordedHttp } from '@dataProvider/recordedHttp';
import { features } from '@src/features';
import { resourceTable } from '@src/registry/dataResources';

const resources = resourceTable(features);
const { http, dp, answer, lastCall } = recordedHttp(resources);
const names = (...list: string[]) => list.map((name) => ({ name }));

describe('the roles through the data provider', () => {
  it('pages and sorts roles on the client with the true total', async () => {
    answer({ roles: names('viewer', 'admin', 'dev'), total: 3 });
    const result = await dp.getList('roles', listParams({ pagination: { page: 1, perPage: 2 } }));
    expect(lastCall()[0]).toBe('/api/v1/roles');
    expect(result).toEqual({
      data: [
        { id: 'admin', name: 'admin' },
        { id: 'dev', name: 'dev' },
      ],
      total: 3,
    });
  });

  it('picks a role out of the list, as roles have no detail endpoint', async () => {
    answer({ roles: names('admin', 'dev') });
    await expect(dp.getOne('roles', { id: 'dev' })).resolves.toEqual({ data: { id: 'dev', name: 'dev' } });
    expect(lastCall()[0]).toBe('/api/v1/roles');
  });

  it('uses the configured API root', async () => {
    const custom = createDataProvider({ http, apiUrl: '/vela/api/v1', resources });
    answer({ roles: [] });
    await custom.getList('roles', listParams());
    expect(lastCall()[0]).toBe('/vela/api/v1/roles');
  });

  it('creates and updates a role with permission names', async () => {
    answer({ name: 'ops' });
    await dp.create('roles', { data: { name: 'ops', alias: 'Ops', permissions: ['cluster-management'] } });
    expect(lastCall()[1]).toEqual({
      method: 'POST',
      body: { name: 'ops', alias: 'Ops', permissions: ['cluster-management'] },
    });
    await dp.update('roles', {
      id: 'ops',
      data: { id: 'ops', name: 'ops', alias: 'Ops', permissions: [{ name: 'user-management', alias: 'U' }] },
      previousData: { id: 'ops' },
    });
    expect(lastCall()).toEqual([
      '/api/v1/roles/ops',
      { method: 'PUT', body: { alias: 'Ops', permissions: ['user-management'] } },
    ]);
  });

  it('updates many by id', async () => {
    answer({});
    await expect(
      dp.updateMany('roles', { ids: ['r'], data: { alias: 'R', permissions: [] } }),
    ).resolves.toEqual({
      data: ['r'],
    });
  });
});

describe('calls whose failure the page shows itself', () => {
  it('are sent silent, so the API error toaster does not repeat the page', async () => {
    answer({ envs: [], total: 0 });
    await dp.getList('envs', listParams({ meta: ERROR_SHOWN_BY_PAGE }));
    expect(lastCall()[1]).toMatchObject({ silent: true });
    await dp.create('roles', { data: { name: 'ops', permissions: [] }, meta: ERROR_SHOWN_BY_PAGE });
    expect(lastCall()[1]).toMatchObject({ method: 'POST', silent: true });
    await dp.update('roles', {
      id: 'ops',
      data: { name: 'ops', permissions: [] },
      previousData: { id: 'ops' },
      meta: ERROR_SHOWN_BY_PAGE,
    });
    expect(lastCall()[1]).toMatchObject({ method: 'PUT', silent: true });
  });

  it('are the only silent ones', async () => {
    answer({ envs: [], total: 0 });
    await dp.getList('envs', listParams());
    expect(lastCall()[1]?.silent).toBeUndefined();
    await dp.create('roles', { data: { name: 'ops', permissions: [] } });
    expect(lastCall()[1]?.silent).toBeUndefined();
  });
});
