import { QueryObserver } from '@tanstack/react-query';
import { businessError, statusError } from '@dataProvider/apiError';
import { createConsoleQueryClient, shouldRetryRead } from './queryClient';

describe('reading again after a failure', () => {
  it('shows a refusal at once: unknown record, no permission, bad input, expired session', () => {
    for (const status of [400, 401, 403, 404, 409])
      expect(shouldRetryRead(0, statusError(status))).toBe(false);
    const refusal = businessError(404, { BusinessCode: 10004, Message: 'user is not exist' });
    expect(shouldRetryRead(0, refusal)).toBe(false);
  });

  it('asks twice more after a network failure, a timeout, a busy or failing server', () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      statusError(408),
      statusError(429),
      statusError(503),
    ]) {
      expect(shouldRetryRead(0, error)).toBe(true);
      expect(shouldRetryRead(1, error)).toBe(true);
      expect(shouldRetryRead(2, error)).toBe(false);
    }
  });

  it('is what console queries do unless they say otherwise', async () => {
    const client = createConsoleQueryClient();
    const askUntilSettled = (error: Error) => {
      let asked = 0;
      const observer = new QueryObserver(client, {
        queryKey: [error.message],
        queryFn: () => {
          asked += 1;
          throw error;
        },
        retryDelay: 0,
      });
      return new Promise<number>((resolve) => {
        const stop = observer.subscribe((result) => {
          if (result.status !== 'error') return;
          stop();
          resolve(asked);
        });
      });
    };
    expect(await askUntilSettled(statusError(404))).toBe(1);
    expect(await askUntilSettled(statusError(503))).toBe(3);
  });
});

describe('a page whose parts mount one after the other', () => {
  /** How many times `queryKey` was asked for after two readers mounted, the second once the first had its answer. */
  async function askedForTwoReaders(queryKey: unknown[]) {
    const client = createConsoleQueryClient();
    let asked = 0;
    const queryFn = async () => {
      asked += 1;
      return { asked };
    };
    const mount = () =>
      new Promise<void>((resolve) => {
        const observer = new QueryObserver(client, { queryKey, queryFn });
        const answered = (result: { status: string; isFetching: boolean }) => {
          if (result.status === 'success' && !result.isFetching) resolve();
        };
        observer.subscribe(answered);
        answered(observer.getCurrentResult());
      });
    await mount();
    await mount();
    return asked;
  }

  it("lets a list's fresh answer stand for the part that mounts after it", async () => {
    expect(await askedForTwoReaders(['appEnvBindings', 'getList', { meta: { app: 'web' } }])).toBe(1);
  });

  it('asks again for a record: its cached answer may be the row of a list, short of the detail', async () => {
    expect(await askedForTwoReaders(['appRevisions', 'getOne', { id: 'web-v1' }])).toBe(2);
  });
});

describe('access checks answered at once', () => {
  const check = (resource: string, extra: Record<string, unknown> = {}) => [
    'auth',
    'canAccess',
    { action: 'list', resource, ...extra },
  ];
  const firstResult = (
    client: ReturnType<typeof createConsoleQueryClient>,
    queryKey: unknown[],
    enabled = true,
  ) => new QueryObserver(client, { queryKey, queryFn: async () => false, enabled }).getCurrentResult();

  it('start answered when the auth provider knows the answer, and only then', () => {
    const client = createConsoleQueryClient({
      accessNow: ({ resource }) => (resource === 'users' ? true : undefined),
    });
    expect(firstResult(client, check('users'))).toMatchObject({ status: 'success', data: true });
    expect(firstResult(client, check('roles')).status).toBe('pending');
  });

  it('leave a disabled check unanswered, as react-admin means it (a list that skips its access check)', () => {
    const client = createConsoleQueryClient({ accessNow: () => false });
    expect(firstResult(client, check('projectConfigs'), false).status).toBe('pending');
  });

  it("leave a record's check of a react-admin resource to the auth provider, which gets the record", () => {
    const client = createConsoleQueryClient({ accessNow: () => true });
    expect(firstResult(client, check('users', { recordId: 'alice' })).status).toBe('pending');
    expect(firstResult(client, check('user:alice', { recordId: 'alice' })).status).toBe('success');
  });
});

describe('reads answered at once', () => {
  const apps = { data: [{ id: 'web' }], total: 1 };
  const listKey = ['applications', 'getList', { pagination: { page: 1, perPage: 10 } }];

  it('start with the answer of a read already in, and do not ask again as they mount', async () => {
    const asked: unknown[] = [];
    const client = createConsoleQueryClient({
      dataNow: (resource, method, params) => {
        asked.push([resource, method, params]);
        return resource === 'applications' && method === 'getList' ? apps : undefined;
      },
    });
    let fetched = 0;
    const queryFn = async () => {
      fetched += 1;
      return apps;
    };
    const observer = new QueryObserver(client, { queryKey: listKey, queryFn });
    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: apps });
    const stop = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().isFetching).toBe(false);
    stop();
    expect(fetched).toBe(0);
    expect(asked).toEqual([listKey]);
    new QueryObserver(client, { queryKey: listKey, queryFn });
    expect(asked).toHaveLength(1);
  });

  it('ask the server when reset, not for the answer they started with (a Retry after it could not be drawn)', async () => {
    const client = createConsoleQueryClient({ dataNow: () => apps });
    const healed = { data: [{ id: 'web', alias: 'Web' }], total: 1 };
    const observer = new QueryObserver(client, { queryKey: listKey, queryFn: async () => healed });
    const drawn: unknown[] = [];
    const stop = observer.subscribe(({ data }) => drawn.push(data));
    expect(observer.getCurrentResult().data).toBe(apps);
    await client.resetQueries({ queryKey: listKey });
    expect(drawn).not.toContain(apps);
    expect(drawn.at(-1)).toEqual(healed);
    stop();
  });

  it('leave to their reader what is not in, a disabled read, and queries that are not a list or a record', () => {
    const client = createConsoleQueryClient({
      dataNow: (resource) => (resource === 'applications' ? apps : undefined),
    });
    const first = (queryKey: unknown[], enabled = true) =>
      new QueryObserver(client, { queryKey, queryFn: async () => apps, enabled }).getCurrentResult().status;
    expect(first(['users', 'getList', {}])).toBe('pending');
    expect(first(['applications', 'getList', { filter: { q: 'w' } }], false)).toBe('pending');
    expect(first(['applications', 'getMany', { ids: ['web'] }])).toBe('pending');
  });
});
