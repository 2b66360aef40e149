/**
 * The project of a request comes from the object the path names, never from `?project=`: alice
 * (App Developer in `default`) and bob (Project Viewer in `default`) against team-shop's `checkout`.
 */
import type { ErrorBody } from '../errors';
import { createSandbox, expectError, expectOk, type Sandbox, type Schemas, type Session } from '../testing';

type App = Schemas['v1.ApplicationBase'];

function expectForbidden(result: { status: number; body: unknown; text: string }): void {
  expectError(result as Parameters<typeof expectError>[0], 403);
  expect(result.body).toEqual({ BusinessCode: 403, Message: expect.any(String) as string });
}

async function firstName(admin: Session, url: string, listKey: string): Promise<string> {
  const result = await admin.get<Record<string, { name: string }[]>>(url);
  expectOk(result);
  const name = result.body[listKey]?.[0]?.name;
  if (!name) throw new Error(`${url} lists no ${listKey}`);
  return name;
}

/** Every GET under `/applications/{app}`, with names of real parts so an admin reads each one. */
async function appReadUrls(admin: Session, app: string): Promise<string[]> {
  const base = `/api/v1/applications/${app}`;
  const component = await firstName(admin, `${base}/components`, 'components');
  const policy = await firstName(admin, `${base}/policies`, 'policies');
  const revision = (await admin.get<{ revisions: { version: string }[] }>(`${base}/revisions`)).body
    .revisions[0].version;
  const workflow = await firstName(admin, `${base}/workflows`, 'workflows');
  const env = await firstName(admin, `${base}/envs`, 'envBindings');
  const record = await firstName(admin, `${base}/workflows/${workflow}/records`, 'records');
  const recordBase = `${base}/workflows/${workflow}/records/${record}`;
  return [
    base,
    `${base}/statistics`,
    `${base}/status`,
    `${base}/triggers`,
    `${base}/components`,
    `${base}/components/${component}`,
    `${base}/policies`,
    `${base}/policies/${policy}`,
    `${base}/revisions`,
    `${base}/revisions/${revision}`,
    `${base}/records`,
    `${base}/envs`,
    `${base}/envs/${env}/status`,
    `${base}/envs/${env}/records`,
    `${base}/workflows`,
    `${base}/workflows/${workflow}`,
    `${base}/workflows/${workflow}/records`,
    recordBase,
    `${recordBase}/logs`,
    `${recordBase}/inputs`,
    `${recordBase}/outputs`,
  ];
}

describe('project scope of a request', () => {
  let sandbox: Sandbox;
  let admin: Session;
  let alice: Session;
  let bob: Session;
  beforeAll(async () => {
    sandbox = createSandbox();
    admin = await sandbox.login('admin');
    alice = await sandbox.login('alice');
    bob = await sandbox.login('bob');
  });
  afterAll(() => sandbox.close());

  it("refuses every read of another project's application, whatever `?project=` says", async () => {
    const urls = await appReadUrls(admin, 'checkout');
    for (const url of urls) {
      expectOk(await admin.get(url));
      expectForbidden(await bob.get(`${url}?project=default`));
      expectForbidden(await bob.get(`${url}?projectName=default`));
      expectForbidden(await alice.get(`${url}?project=default`));
    }
  });

  it("refuses writes to another project's applications and environments through `?project=`", async () => {
    const checkout = '/api/v1/applications/checkout';
    expectForbidden(await alice.put(`${checkout}?project=default`, { alias: 'Hacked' }));
    expectForbidden(
      await alice.post(`${checkout}/triggers?project=default`, {
        name: 'backdoor',
        workflowName: 'workflow-shop-test',
      }),
    );
    expectForbidden(await alice.post(`${checkout}/deploy?project=default`, { triggerType: 'web' }));
    expectForbidden(await alice.put('/api/v1/envs/shop-test?project=default', { alias: 'Hacked' }));
    expectForbidden(await alice.delete('/api/v1/envs/shop-test?project=default'));
    expectForbidden(await alice.delete('/api/v1/applications/cart?project=default'));

    const after = await admin.get<App>(checkout);
    expect(after.body.alias).toBe('Checkout');
    expectOk(await admin.get('/api/v1/applications/cart'));
    const triggers = await admin.get<{ triggers: { name: string }[] }>(`${checkout}/triggers`);
    expect(triggers.body.triggers.map((trigger) => trigger.name)).not.toContain('backdoor');
  });

  it('checks a creation against the project its body names, not the query', async () => {
    const app = { name: 'sneaky', project: 'team-shop', envBinding: [] };
    expectForbidden(await alice.post('/api/v1/applications?project=default', app));
    const env = { name: 'sneaky-env', project: 'team-shop', namespace: 'sneaky-env', targets: [] };
    expectForbidden(await alice.post('/api/v1/envs?project=default', env));
    expectError(await admin.get('/api/v1/applications/sneaky'), 10012);

    expectOk(await alice.post('/api/v1/applications?project=default', { ...app, project: 'default' }));
    expectOk(await alice.delete('/api/v1/applications/sneaky'));
  });

  it("does not bind another project's env to an app", async () => {
    expectError(await alice.post('/api/v1/applications/hello-world/envs', { name: 'shop-test' }), 11002);
    const app = { name: 'reaching', project: 'default', envBinding: [{ name: 'shop-test' }] };
    expectError(await alice.post('/api/v1/applications', app), 11002);
    expectError(await alice.get('/api/v1/applications/reaching?project=default'), 10012);
  });

  it('answers 404 for a missing object to a member of the queried project, 403 to others', async () => {
    expectError(await alice.get('/api/v1/applications/ghost?project=default'), 10012);
    expectError(await alice.put('/api/v1/envs/ghost?project=default', { alias: 'Ghost env' }), 11002);
    expectForbidden(await alice.get('/api/v1/applications/ghost?project=team-shop'));
    expectForbidden(await alice.get('/api/v1/applications/ghost'));
  });

  it('keeps pipelines and configs of another project out of reach under a project path', async () => {
    expectError(await alice.get('/api/v1/projects/default/pipelines/release-storefront'), 17004);
    expectForbidden(
      await alice.get('/api/v1/projects/team-shop/pipelines/release-storefront?project=default'),
    );
    expectForbidden(await alice.get('/api/v1/projects/team-shop/configs?project=default'));
  });

  it('never lets `?project=` open an OAM application, which no project owns', async () => {
    const path = '/v1/namespaces/shop-test/applications/raw';
    expectForbidden(await alice.post(`${path}?project=default`, { components: [] }));
    expectForbidden(await alice.delete(`${path}?project=default`));
    expectForbidden(await bob.get(`${path}?project=default`));
  });

  it('lets project roles grant only resources inside their project', async () => {
    expectOk(
      await admin.post('/api/v1/projects/default/permissions', {
        name: 'everything',
        alias: 'Everything',
        resources: ['*'],
        actions: ['*'],
      }),
    );
    expectOk(
      await admin.post('/api/v1/projects/default/roles', {
        name: 'everything',
        alias: 'Everything',
        permissions: ['everything'],
      }),
    );
    expectOk(await admin.put('/api/v1/projects/default/users/bob', { userRoles: ['everything'] }));
    try {
      expectOk(await bob.put('/api/v1/applications/hello-world', { alias: 'Hello' }));
      const forbidden = await bob.get('/api/v1/users?project=default');
      expectForbidden(forbidden);
      expect((forbidden.body as ErrorBody).Message).toContain('user:*');
      expectForbidden(await bob.get('/api/v1/clusters?project=default'));
    } finally {
      expectOk(await admin.put('/api/v1/projects/default/users/bob', { userRoles: ['project-viewer'] }));
    }
  });
});
