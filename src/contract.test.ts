/**
 * Every request the data and auth providers can make must be an operation of the API contract.
 * Each provider method is driven over every resource of the resource table; adding a resource, a
 * method or a URL that the contract does not have makes this suite fail.
 */
import { createAuthProvider, type VelaAuthProvider } from '@authProvider/index';
import { clearSession, setTokens } from '@authProvider/session/session';
import { createHttpClient, type Http } from '@dataProvider/httpClient';
import { createDataProvider, type VelaDataProvider } from '@dataProvider/index';
import type { WriteOperation } from '@dataProvider/resourceMap';
import type { VerbDrivers } from '@dataProvider/verbs/drivers';
import { findOperation } from '../contract/contract';
import { features } from './features';
import { resourceTable } from './registry/dataResources';

// The console's table: the data provider's own collections and the rows its features bring.
const resources = resourceTable(features);
const resourceNames = Object.keys(resources);
const consoleDataProvider = (http: Http) => createDataProvider({ http, resources });

interface RecordedRequest {
  method: string;
  path: string;
}

// `token` is the id of a trigger (rows picked out of a list need it).
const row = { name: 'x', email: 'x@vela.io', alias: 'X', token: 'x' };

/** Answers every request with a body that satisfies any provider method, and records it. */
function recordingHttp() {
  const recorded: RecordedRequest[] = [];
  const http: Http = async (path, init = {}) => {
    recorded.push({ method: init.method ?? 'GET', path });
    const bareArray = path.split('?')[0].endsWith('/permissions');
    const json = bareArray
      ? [row]
      : {
          ...row,
          users: [row],
          roles: [row],
          projects: [row],
          targets: [row],
          envs: [row],
          clusters: [row],
          definitions: [row],
          configs: [row],
          distributions: [row],
          applications: [row],
          pipelines: [row],
          components: [row],
          policies: [row],
          triggers: [row],
          revisions: [row],
          envBindings: [row],
          workflows: [row],
          records: [row],
          registries: [row],
          total: 1,
          accessToken: 'access',
          refreshToken: 'refresh',
          loginType: 'local',
          configured: true,
          platformPermissions: [{ name: 'admin', resources: ['*'], actions: ['*'], effect: 'Allow' }],
          projectPermissions: {},
        };
    return { status: 200, json, headers: new Headers() };
  };
  return { http, recorded };
}

// Nested resources find their parents (project, app, component), definitions their type, in `meta`
// (or a list's filter).
const scope = { meta: { project: 'default', type: 'component', app: 'x', component: 'x' } };
const listParams = {
  ...scope,
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {
    project: 'default',
    type: 'component',
    queryAll: true,
    q: 'x',
    name: 'x',
    email: 'x',
    alias: 'x',
    query: 'x',
  },
};

type ResourceDriver = (dp: VelaDataProvider, resource: string) => Promise<unknown>;

/** One driver per CRUD method; `write` names the resource-table operation it needs. */
const crudDrivers: Record<string, { write?: WriteOperation; drive: ResourceDriver }> = {
  getList: { drive: (dp, r) => dp.getList(r, listParams) },
  getListSortedOnClient: {
    drive: (dp, r) => dp.getList(r, { ...listParams, sort: { field: 'alias', order: 'DESC' } }),
  },
  getOne: { drive: (dp, r) => dp.getOne(r, { ...scope, id: 'x' }) },
  getMany: { drive: (dp, r) => dp.getMany(r, { ...scope, ids: ['x'] }) },
  getManyReference: {
    drive: (dp, r) => dp.getManyReference(r, { ...listParams, target: 'project', id: 'default' }),
  },
  create: { write: 'create', drive: (dp, r) => dp.create(r, { ...scope, data: { ...row } }) },
  update: {
    write: 'update',
    drive: (dp, r) =>
      dp.update(r, { ...scope, id: 'x', data: { ...row }, previousData: { id: 'x', ...row } }),
  },
  updateMany: {
    write: 'update',
    drive: (dp, r) => dp.updateMany(r, { ...scope, ids: ['x'], data: { ...row } }),
  },
  delete: {
    write: 'delete',
    drive: (dp, r) => dp.delete(r, { ...scope, id: 'x', previousData: { id: 'x' } }),
  },
  deleteMany: { write: 'delete', drive: (dp, r) => dp.deleteMany(r, { ...scope, ids: ['x'] }) },
};

const extraDataDrivers: VerbDrivers = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<VerbDrivers>('../dataProvider/verbs/*.drivers.ts', { eager: true, import: 'drivers' }),
  ),
);

const authDrivers: Record<string, (ap: VelaAuthProvider) => Promise<unknown>> = {
  login: (ap) => ap.login({ username: 'x', password: 'secret123' }),
  loginWithCode: (ap) => ap.loginWithCode('code'),
  logout: (ap) => ap.logout({}),
  checkAuth: (ap) => ap.checkAuth({}),
  checkError: (ap) => ap.checkError(new Error('x')),
  getIdentity: (ap) => ap.getIdentity(),
  getPermissions: (ap) => ap.getPermissions({}),
  canAccess: (ap) => ap.canAccess({ action: 'list', resource: 'users' }),
  // Both answer from the user_info read already in hand, and ask nothing.
  permissionsNow: async (ap) => ap.permissionsNow(),
  canAccessNow: async (ap) => ap.canAccessNow({ action: 'list', resource: 'users' }),
  getLoginType: (ap) => ap.getLoginType(),
  getDexConfig: (ap) => ap.getDexConfig(),
  isAdminConfigured: (ap) => ap.isAdminConfigured(),
  initAdmin: (ap) => ap.initAdmin({ name: 'admin', email: 'a@vela.io', password: 'secret123' }),
};

const methodsOf = (provider: object) =>
  Object.entries(provider)
    .filter(([, value]) => typeof value === 'function')
    .map(([name]) => name);

function expectAllInContract(recorded: RecordedRequest[]) {
  const outside = recorded.filter(({ method, path }) => !findOperation(method, path));
  expect(outside.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
}

beforeEach(() => {
  clearSession();
  setTokens({ accessToken: 'access', refreshToken: 'refresh' });
});

describe('data provider requests are contract operations', () => {
  it('has a driver for every method, so a new method cannot slip past this suite', () => {
    const { http } = recordingHttp();
    // answerNow sends nothing: it answers from reads already made, at the paths getList and getOne ask.
    const driven = [...Object.keys(crudDrivers), ...Object.keys(extraDataDrivers), 'answerNow'];
    expect(methodsOf(consoleDataProvider(http)).filter((name) => !driven.includes(name))).toEqual([]);
  });

  describe.each(resourceNames)('%s', (resource) => {
    const writes = resources[resource].writes ?? [];

    it.each(Object.keys(crudDrivers))('%s', async (method) => {
      const { http, recorded } = recordingHttp();
      const { write, drive } = crudDrivers[method];
      const call = drive(consoleDataProvider(http), resource);

      if (write && !writes.includes(write)) {
        await expect(call).rejects.toThrow('does not support');
        expect(recorded).toEqual([]);
        return;
      }
      await call;
      expect(recorded.length).toBeGreaterThan(0);
      expectAllInContract(recorded);
    });
  });

  it.each(Object.keys(extraDataDrivers))('%s', async (method) => {
    const { http, recorded } = recordingHttp();
    await extraDataDrivers[method](consoleDataProvider(http));
    expect(recorded).toHaveLength(1);
    expectAllInContract(recorded);
  });
});

describe('auth provider requests are contract operations', () => {
  it('has a driver for every method', () => {
    const { http } = recordingHttp();
    expect(methodsOf(createAuthProvider({ http })).filter((name) => !(name in authDrivers))).toEqual([]);
  });

  it.each(Object.keys(authDrivers))('%s', async (method) => {
    const { http, recorded } = recordingHttp();
    await authDrivers[method](createAuthProvider({ http }));
    expectAllInContract(recorded);
  });

  it('refreshes the token through a contract operation', async () => {
    const recorded: RecordedRequest[] = [];
    const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = String(input);
      recorded.push({ method: init.method ?? 'GET', path });
      const expired = new Headers(init.headers).get('Authorization') === 'Bearer access';
      const body = path.endsWith('/refresh_token')
        ? { accessToken: 'fresh', refreshToken: 'refresh' }
        : expired
          ? { BusinessCode: 12002, Message: 'the token is expired' }
          : {};
      return new Response(JSON.stringify(body), { status: expired ? 401 : 200 });
    };
    await createHttpClient({ fetch: fetch as typeof globalThis.fetch })('/api/v1/auth/user_info');

    expect(recorded.map(({ path }) => path)).toEqual([
      '/api/v1/auth/user_info',
      '/api/v1/auth/refresh_token',
      '/api/v1/auth/user_info',
    ]);
    expectAllInContract(recorded);
  });
});
