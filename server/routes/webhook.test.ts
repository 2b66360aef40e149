import type { Schemas } from '../testing';
import { expectError, expectOk, type Sandbox, type Session } from '../testing';
import { advance, createApp, fixedClockSandbox, phases, recordOf } from './deliveryTesting';

type Deploy = Schemas['v1.ApplicationDeployResponse'];
type Triggers = Schemas['v1.ListApplicationTriggerResponse'];
type Component = Schemas['v1.DetailComponentResponse'];

describe('webhook triggers', () => {
  let sandbox: Sandbox;
  let admin: Session;
  let token: string;
  beforeEach(async () => {
    sandbox = fixedClockSandbox(3);
    admin = await sandbox.login('admin');
    await createApp(admin, 'shop');
    token = (await admin.get<Triggers>('/api/v1/applications/shop/triggers')).body.triggers[0].token;
  });
  afterEach(() => sandbox.close());

  const hook = (body: unknown, headers: Record<string, string> = {}, to = token) =>
    sandbox.request<Deploy>('POST', `/api/v1/webhook/${to}`, { body, headers });

  it('executes a deploy with the upgraded component properties, without a token', async () => {
    const result = await hook({
      action: 'execute',
      upgrade: { shop: { image: 'nginx:1.27' } },
      codeInfo: { commit: 'abc123', branch: 'main', user: 'dev' },
    });
    expectOk(result);
    expect(result.body).toMatchObject({
      triggerType: 'webhook',
      note: 'triggered by webhook custom',
      codeInfo: { commit: 'abc123' },
      record: { workflowName: 'workflow-default' },
    });
    const component = await admin.get<Component>('/api/v1/applications/shop/components/shop');
    expect(component.body.properties).toMatchObject({
      image: 'nginx:1.27',
      ports: [{ port: 80, expose: true }],
    });
    expectOk(await hook({}));
  });

  it('approves, terminates and rolls back the trigger workflow', async () => {
    expectOk(
      await admin.put('/api/v1/applications/shop/workflows/workflow-default', {
        mode: 'StepByStep',
        subMode: 'DAG',
        default: true,
        steps: [
          { name: 'default', type: 'deploy', properties: { policies: ['default'] } },
          { name: 'approve', type: 'suspend', properties: {} },
        ],
      }),
    );
    const first = await hook({ action: 'execute' });
    await advance(sandbox, 3);
    const approved = await hook({ action: 'approve', step: 'approve' });
    expectOk(approved);
    expect(approved.body.record.name).toBe(first.body.record.name);
    expect((await recordOf(admin, 'shop', first.body.record.name)).status).toBe('succeeded');

    const second = await hook({ action: 'execute', upgrade: { shop: { image: 'nginx:1.28' } } });
    await advance(sandbox, 3);
    const rolledBack = await hook({ action: 'rollback' });
    expectOk(rolledBack);
    expect(rolledBack.body.record).toMatchObject({ applicationRevision: first.body.version });
    expect((await recordOf(admin, 'shop', second.body.record.name)).status).toBe('terminated');

    await advance(sandbox, 3);
    const terminated = await hook({ action: 'terminate' });
    expectOk(terminated);
    const run = await recordOf(admin, 'shop', terminated.body.record.name);
    expect(run.status).toBe('terminated');
    expect(phases(run)).toEqual(['default:succeeded', 'approve:failed']);
    const none = await hook({ action: 'rollback' });
    expect(none.status).toBe(400);
  });

  it('deploys the image a registry pushed', async () => {
    const created = await admin.post<Schemas['v1.ApplicationTriggerBase']>(
      '/api/v1/applications/shop/triggers',
      {
        name: 'hub',
        type: 'webhook',
        payloadType: 'dockerHub',
        workflowName: 'workflow-default',
        componentName: 'shop',
      },
    );
    const pushed = await hook(
      {
        push_data: { tag: 'v2', pusher: 'dev' },
        repository: { repo_name: 'acme/shop', name: 'shop', namespace: 'acme', status: 'Active' },
      },
      {},
      created.body.token,
    );
    expectOk(pushed);
    expect(pushed.body.imageInfo).toMatchObject({
      type: 'dockerhub',
      resource: { url: 'docker.io/acme/shop:v2' },
    });
    const component = await admin.get<Component>('/api/v1/applications/shop/components/shop');
    expect(component.body.properties).toMatchObject({ image: 'docker.io/acme/shop:v2' });
    expectError(
      await hook({ repository: { status: 'Inactive' }, push_data: {} }, {}, created.body.token),
      10023,
    );
  });

  it('refuses unknown tokens (10021), unknown actions (10023) and unknown payload types (10022)', async () => {
    expectError(await hook({ action: 'execute' }, {}, 'nope'), 10021);
    expectError(await hook({ action: 'dance' }), 10023);
    expectError(await hook({ action: 'execute', upgrade: 'x' }), 10023);
    const odd = await admin.post<Schemas['v1.ApplicationTriggerBase']>('/api/v1/applications/shop/triggers', {
      name: 'odd',
      type: 'webhook',
      payloadType: 'gitlab',
      workflowName: 'workflow-default',
    });
    expectError(await hook({}, {}, odd.body.token), 10022);
  });
});
