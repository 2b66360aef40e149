import { vi } from 'vitest';
import { ERROR_SHOWN_BY_PAGE } from './errorShownByPage';
import type { Http } from './httpClient';
import { createDataProvider } from './index';
import { velaResources } from './resourceMap';

const http = vi.fn<Http>(async () => ({ status: 200, json: {}, headers: new Headers() }));
const dp = createDataProvider({ http, resources: velaResources });
const answer = (json: unknown) => http.mockResolvedValueOnce({ status: 200, json, headers: new Headers() });

beforeEach(() => http.mockClear());

describe('revisions of an application', () => {
  it('are paged by the server, ten from page 1, filtered by environment and status, keyed by version', async () => {
    answer({ revisions: [{ version: '20240501102030123', status: 'complete' }], total: 11 });
    const { data, total } = await dp.getList('appRevisions', {
      meta: { app: 'cart' },
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { envName: 'shop-test', status: 'complete' },
    });
    expect(http.mock.calls[0][0]).toBe(
      '/api/v1/applications/cart/revisions?envName=shop-test&status=complete&page=2&pageSize=10',
    );
    expect(data[0].id).toBe('20240501102030123');
    expect(total).toBe(11);
  });

  it('rolls back with an empty POST and compares with exactly one option', async () => {
    answer({ record: { name: 'workflow-shop-test-20240501' } });
    expect((await dp.rollbackRevision('cart', 'v1')).record.name).toBe('workflow-shop-test-20240501');
    expect(http).toHaveBeenLastCalledWith('/api/v1/applications/cart/revisions/v1/rollback', {
      method: 'POST',
    });
    await dp.compareApplication(
      'cart',
      { compareRevisionWithRunning: { revision: 'v1' } },
      ERROR_SHOWN_BY_PAGE,
    );
    expect(http).toHaveBeenLastCalledWith('/api/v1/applications/cart/compare', {
      method: 'POST',
      body: { compareRevisionWithRunning: { revision: 'v1' } },
      silent: true,
    });
  });

  it('reads the payload types from a bare array, and null as none', async () => {
    answer(['custom', 'acr']);
    expect(await dp.payloadTypes()).toEqual(['custom', 'acr']);
    answer(null);
    expect(await dp.payloadTypes()).toEqual([]);
  });
});

describe('triggers of an application', () => {
  const trigger = {
    id: 'tok123',
    token: 'tok123',
    name: 'on-push',
    alias: 'On push',
    description: '',
    type: 'webhook',
    payloadType: 'acr',
    workflowName: 'workflow-dev',
    componentName: 'web',
    registry: 'registry.example.com',
    createTime: '2024-05-01T10:20:30Z',
  };

  it('are created with what a trigger is made of, and updated by token without name and type', async () => {
    await dp.create('appTriggers', { meta: { app: 'web' }, data: trigger });
    expect(http).toHaveBeenLastCalledWith('/api/v1/applications/web/triggers', {
      method: 'POST',
      body: {
        name: 'on-push',
        alias: 'On push',
        description: '',
        type: 'webhook',
        payloadType: 'acr',
        workflowName: 'workflow-dev',
        componentName: 'web',
        registry: 'registry.example.com',
      },
    });
    await dp.update('appTriggers', {
      meta: { app: 'web' },
      id: 'tok123',
      data: trigger,
      previousData: trigger,
    });
    expect(http).toHaveBeenLastCalledWith('/api/v1/applications/web/triggers/tok123', {
      method: 'PUT',
      body: {
        alias: 'On push',
        description: '',
        payloadType: 'acr',
        workflowName: 'workflow-dev',
        componentName: 'web',
        registry: 'registry.example.com',
      },
    });
    await dp.delete('appTriggers', { meta: { app: 'web' }, id: 'tok123', previousData: trigger });
    expect(http).toHaveBeenLastCalledWith('/api/v1/applications/web/triggers/tok123', { method: 'DELETE' });
  });
});
