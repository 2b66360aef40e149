import type { Schemas } from '../testing';
import { createAccountsSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';
import { createApp, deploy } from './deliveryTesting';

type AppList = Schemas['v1.ListApplicationResponse'];
type AppBase = Schemas['v1.ApplicationBase'];
type AppDetail = Schemas['v1.DetailApplicationResponse'];

describe('applications', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    // Lists are newest first: on the real clock, two apps made in the same millisecond would tie.
    let time = Date.parse('2026-01-01T00:00:00Z');
    sandbox = await createAccountsSandbox({ runtimeStepSeconds: 0, now: () => new Date((time += 1)) });
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  it('creates an app with its main component, env workflow, topology policy and default trigger', async () => {
    const created = await admin.post<AppBase>('/api/v1/applications?project=default', {
      name: 'shop',
      alias: 'Shop',
      project: 'default',
      icon: '',
      labels: { team: 'a' },
      envBinding: [{ name: 'default' }],
      component: { name: 'shop', componentType: 'webservice', properties: '{"image":"nginx"}' },
    });
    expect(created.body).toMatchObject({
      name: 'shop',
      alias: 'Shop',
      project: { name: 'default', alias: 'Default' },
    });

    const detail = await admin.get<AppDetail>('/api/v1/applications/shop');
    expect(detail.body).toMatchObject({
      policies: ['default'],
      envBindings: ['default'],
      resourceInfo: { componentNum: 1 },
    });
    const workflow = await admin.get<Schemas['v1.DetailWorkflowResponse']>(
      '/api/v1/applications/shop/workflows/workflow-default',
    );
    expect(workflow.body).toMatchObject({
      alias: 'Default Workflow',
      default: true,
      envName: 'default',
      mode: 'StepByStep',
      subMode: 'DAG',
      steps: [
        {
          name: 'default',
          alias: 'Deploy To default',
          type: 'deploy',
          properties: { policies: ['default'] },
        },
      ],
    });
    const policy = await admin.get<Schemas['v1.DetailPolicyResponse']>(
      '/api/v1/applications/shop/policies/default',
    );
    expect(policy.body).toMatchObject({
      type: 'topology',
      envName: 'default',
      properties: { clusters: ['local'], namespace: 'default' },
      workflowPolicyBind: [{ name: 'workflow-default', steps: ['default'] }],
    });
    const triggers = await admin.get<Schemas['v1.ListApplicationTriggerResponse']>(
      '/api/v1/applications/shop/triggers',
    );
    expect(triggers.body.triggers).toEqual([
      expect.objectContaining({
        name: 'shop-default',
        type: 'webhook',
        payloadType: 'custom',
        workflowName: 'workflow-default',
      }),
    ]);
    expect(triggers.body.triggers[0].token).toMatch(/^[a-z0-9]{16}$/);
    const components = await admin.get<Schemas['v1.ComponentListResponse']>(
      '/api/v1/applications/shop/components',
    );
    expect(components.body.components[0]).toMatchObject({
      main: true,
      traits: [{ type: 'scaler', alias: 'Set Replicas', properties: { replicas: 1 } }],
    });
  });

  it('refuses a taken name (10002), a missing project (30002), an unknown type (10001) and bad properties (10003)', async () => {
    await createApp(admin, 'shop');
    const body = (overrides: Record<string, unknown>) => ({
      name: 'other',
      project: 'default',
      icon: '',
      component: { name: 'other', componentType: 'webservice', properties: '{}' },
      ...overrides,
    });
    expectError(await admin.post('/api/v1/applications?project=default', body({ name: 'shop' })), 10002);
    expectError(await admin.post('/api/v1/applications?project=ghost', body({ project: 'ghost' })), 30002);
    const unknownType = { name: 'other', componentType: 'no-such-type', properties: '{}' };
    expectError(
      await admin.post('/api/v1/applications?project=default', body({ component: unknownType })),
      10001,
    );
    const badJson = { name: 'other', componentType: 'webservice', properties: '{nope' };
    expectError(
      await admin.post('/api/v1/applications?project=default', body({ component: badJson })),
      10003,
    );
    expectError(await admin.post('/api/v1/applications?project=default', body({ name: 'Bad Name' })), 400);
    expectError(await admin.get('/api/v1/applications/ghost'), 10012);
  });

  it('lists the apps of the caller projects with project, env, target, label and text filters', async () => {
    await createApp(admin, 'shop');
    await admin.post('/api/v1/applications?project=default', {
      name: 'blog',
      project: 'default',
      icon: '',
      description: 'a blog',
      labels: { tier: 'web' },
    });
    expectOk(await admin.post('/api/v1/projects', { name: 'other', owner: 'admin' }));
    await createApp(admin, 'hidden', { project: 'other', envs: [] });

    const names = async (session: Session, query = '') =>
      (await session.get<AppList>(`/api/v1/applications${query}`)).body.applications.map((a) => a.name);
    expect(await names(admin)).toEqual(['hidden', 'blog', 'shop']);
    expect(await names(admin, '?project=default')).toEqual(['blog', 'shop']);
    expect(await names(admin, '?env=default')).toEqual(['shop']);
    expect(await names(admin, '?targetName=default')).toEqual(['shop']);
    expect(await names(admin, '?labels=tier%3Dweb,x%3Dy')).toEqual(['blog']);
    expect(await names(admin, '?query=blog')).toEqual(['blog']);
    const alice = await sandbox.login('alice');
    expect(await names(alice)).toEqual(['blog', 'shop']);
    expect(await names(alice, '?project=other')).toEqual([]);

    // The encoded list is sent again only while nothing changes.
    expectOk(await admin.delete('/api/v1/applications/blog'));
    expect(await names(admin)).toEqual(['hidden', 'shop']);
    expect(await names(alice)).toEqual(['shop']);
  });

  it('updates alias, description, labels and annotations but keeps the source-of-truth label', async () => {
    await createApp(admin, 'shop');
    await deploy(admin, 'shop');
    const updated = await admin.put<AppBase>('/api/v1/applications/shop', {
      alias: 'The Shop',
      description: 'new',
      icon: 'i',
      labels: { team: 'b' },
      annotations: { note: 'x' },
    });
    expect(updated.body).toMatchObject({
      alias: 'The Shop',
      labels: { team: 'b', 'app.oam.dev/source-of-truth': 'from-velaux' },
      annotations: { note: 'x' },
    });
  });

  it('counts envs, targets, revisions and workflows', async () => {
    await createApp(admin, 'shop');
    await deploy(admin, 'shop');
    const stats = await admin.get('/api/v1/applications/shop/statistics');
    expect(stats.body).toEqual({ envCount: 1, targetCount: 1, revisionCount: 1, workflowCount: 1 });
  });

  it('refuses to delete a deployed app (10019) and deletes it with all its parts after a recycle', async () => {
    await createApp(admin, 'shop');
    await deploy(admin, 'shop');
    expectError(await admin.delete('/api/v1/applications/shop'), 10019);
    expectOk(await admin.post('/api/v1/applications/shop/envs/default/recycle'));
    expectOk(await admin.delete('/api/v1/applications/shop'));
    expectError(await admin.get('/api/v1/applications/shop'), 10012);
    await createApp(admin, 'shop');
    const revisions = await admin.get<Schemas['v1.ListRevisionsResponse']>(
      '/api/v1/applications/shop/revisions',
    );
    expect(revisions.body).toEqual({ revisions: [], total: 0 });
  });

  it('answers the template of an app', async () => {
    await createApp(admin, 'shop');
    const template = await admin.post<Schemas['v1.ApplicationTemplateBase']>(
      '/api/v1/applications/shop/template',
      {
        templateName: 't',
        version: 'v1',
        description: '',
      },
    );
    expect(template.body).toMatchObject({ templateName: 'shop', versions: [] });
  });

  it('applies the project permissions: viewers read, developers write, other projects get 403', async () => {
    await createApp(admin, 'shop');
    const bob = await sandbox.login('bob');
    expectOk(await bob.get('/api/v1/applications/shop'));
    expectError(await bob.put('/api/v1/applications/shop', { alias: 'x' }), 403);
    expectError(
      await bob.post('/api/v1/applications/shop/deploy', { workflowName: 'workflow-default' }),
      403,
    );
    const alice = await sandbox.login('alice');
    expectOk(await alice.put('/api/v1/applications/shop', { alias: 'Alice Shop' }));

    expectOk(
      await admin.post('/api/v1/users', {
        name: 'carol',
        alias: 'Carol',
        email: 'carol@example.com',
        password: 'VelaUX12345',
      }),
    );
    expectOk(await admin.post('/api/v1/projects', { name: 'other', owner: 'carol' }));
    const carol = await sandbox.login('carol');
    expectError(await carol.get('/api/v1/applications/shop'), 403);
    expectError(await carol.get('/api/v1/applications/shop/components'), 403);
    expectError(
      await carol.post('/api/v1/applications?project=default', { name: 'x', project: 'default' }),
      403,
    );
    expect((await carol.get<AppList>('/api/v1/applications')).body.applications).toEqual([]);
  });
});
