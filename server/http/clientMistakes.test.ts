import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';

const helmRepository = { name: 'helm-repository', namespace: 'vela-system' };
const noServerKubeConfig = 'apiVersion: v1\nkind: Config\nclusters:\n- name: a\n  cluster: {}\n';

describe('client mistakes answer 4xx with the error body, never 500', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeAll(async () => {
    sandbox = createSandbox();
    admin = await sandbox.login('admin');
  });
  afterAll(() => sandbox.close());

  it('refuses a duplicate user name with 400 (the real server: 500 "data record is exist")', async () => {
    const taken = {
      name: 'alice',
      alias: 'Alice Again',
      email: 'again@example.com',
      password: 'VelaUX12345',
    };
    const result = await admin.post<{ Message: string }>('/api/v1/users', taken);
    expectError(result, 400);
    expect(result.body.Message).toBe('the user alice already exists');
  });

  it('refuses a page that is not a number', async () => {
    expectError(await admin.get('/api/v1/users?page=abc'), 400);
    expectError(await admin.get('/api/v1/projects?page=1&pageSize=many'), 400);
  });

  it('refuses a config without properties, and properties its template refuses', async () => {
    const base = { name: 'charts', alias: 'Charts', template: helmRepository };
    expectError(await admin.post('/api/v1/configs', base), 400);
    const badUrl = { ...base, properties: JSON.stringify({ url: 'not-a-url' }) };
    const refused = await admin.post<{ Message: string }>('/api/v1/configs', badUrl);
    expectError(refused, 400);
    expect(refused.body.Message).toContain('must match pattern');
    expectError(await admin.get('/api/v1/configs/charts'), 16006);
  });

  it('refuses a kubeconfig without an API server, or one that is no kubeconfig', async () => {
    for (const kubeConfig of [noServerKubeConfig, '::: not yaml', '[1, 2']) {
      expectError(await admin.post('/api/v1/clusters', { name: 'edge', kubeConfig }), 400);
    }
    expectError(await admin.get('/api/v1/clusters/edge'), 40003);
  });

  it('holds addon registry names to the name rule', async () => {
    for (const name of ['../../etc', 'a/b', 'a\u0000b', 'a\u202eb', 'x', 'with space', 'a'.repeat(32)]) {
      const result = await admin.post('/api/v1/addon_registries', {
        name,
        helm: { url: 'https://charts.example.com' },
      });
      expect([name, result.status]).toEqual([name, 400]);
    }
    const registries = await admin.get<{ registries: { name: string }[] }>('/api/v1/addon_registries');
    expect(registries.body.registries.map((registry) => registry.name)).toEqual(['KubeVela']);
    expectOk(
      await admin.post('/api/v1/addon_registries', {
        name: 'Team-1',
        helm: { url: 'https://c.example.com' },
      }),
    );
  });

  it('refuses an application bound to an unknown environment, leaving nothing behind', async () => {
    const app = {
      name: 'half-made',
      project: 'default',
      envBinding: [{ name: 'default' }, { name: 'nowhere' }],
      component: { name: 'half-made', componentType: 'webservice', properties: '{"image":"nginx"}' },
    };
    expectError(await admin.post('/api/v1/applications', app), 11002);
    expectError(await admin.get('/api/v1/applications/half-made'), 10012);
  });

  it('refuses a pipeline whose step or sub step has an unknown type, on create and on update', async () => {
    const pipelines = '/api/v1/projects/default/pipelines';
    const unknownStep = { steps: [{ name: 'build', type: 'no-such-step' }] };
    expectError(await admin.post(pipelines, { name: 'broken', spec: unknownStep }), 400);
    expectError(await admin.get(`${pipelines}/broken`), 17004);
    const group = { name: 'group', type: 'step-group', subSteps: [{ name: 'inner', type: 'ghost' }] };
    expectError(await admin.post(pipelines, { name: 'broken', spec: { steps: [group] } }), 400);
    const good = { steps: [{ name: 'hold', type: 'suspend' }] };
    expectOk(await admin.post(pipelines, { name: 'fine', spec: good }));
    expectError(await admin.put(`${pipelines}/fine`, { spec: unknownStep }), 400);
    const kept = await admin.get<{ spec: typeof good }>(`${pipelines}/fine`);
    expect(kept.body.spec.steps.map((step) => step.type)).toEqual(['suspend']);
  });

  it('answers malformed JSON and a body that is too large with the error body', async () => {
    const headers = { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' };
    const malformed = await sandbox.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers,
      payload: '{',
    });
    expect([malformed.statusCode, malformed.json().BusinessCode]).toEqual([400, 400]);
    const huge = JSON.stringify({ name: 'x'.repeat(2_000_000) });
    const tooLarge = await sandbox.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers,
      payload: huge,
    });
    expect([tooLarge.statusCode, tooLarge.json().BusinessCode]).toEqual([413, 413]);
  });
});

describe('requests refused before routing', () => {
  it('answers headers that are too large with 431 and the error body', async () => {
    const sandbox = createSandbox();
    await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = sandbox.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/v1/auth/login_type',
          headers: { 'x-big': 'y'.repeat(64_000) },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
    await sandbox.close();
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/application\/json/);
    expect(JSON.parse(answer.body)).toEqual({
      BusinessCode: 431,
      Message: 'Request Header Fields Too Large',
    });
  });
});
