import type { Schemas } from '../testing';
import { createSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';
import { createApp } from './deliveryTesting';

type Policy = Schemas['v1.DetailPolicyResponse'];
type Trigger = Schemas['v1.ApplicationTriggerBase'];
type Workflow = Schemas['v1.DetailWorkflowResponse'];

const policies = '/api/v1/applications/shop/policies';
const triggers = '/api/v1/applications/shop/triggers';

describe('application policies and triggers', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = createSandbox({ runtimeStepSeconds: 0 });
    admin = await sandbox.login('admin');
    await createApp(admin, 'shop');
  });
  afterEach(() => sandbox.close());

  const stepPolicies = async () => {
    const workflow = await admin.get<Workflow>('/api/v1/applications/shop/workflows/workflow-default');
    return workflow.body.steps?.[0].properties?.policies;
  };

  it('creates a policy bound to a workflow step, updates its binding and deletes it with force', async () => {
    const created = await admin.post<Policy>(policies, {
      name: 'override',
      alias: 'Override',
      description: '',
      envName: '',
      type: 'override',
      properties: '{"components":[{"name":"shop"}]}',
      workflowPolicyBind: [{ name: 'workflow-default', steps: ['default'] }],
    });
    expect(created.body).toMatchObject({
      name: 'override',
      type: 'override',
      creator: 'admin',
      properties: { components: [{ name: 'shop' }] },
    });
    expect(await stepPolicies()).toEqual(['default', 'override']);
    expectError(await admin.post(policies, { name: 'override', type: 'override', properties: '{}' }), 10009);

    const list = await admin.get<Schemas['v1.ListApplicationPolicy']>(policies);
    expect(list.body.policies.map((p) => p.name)).toEqual(['default', 'override']);
    const detail = await admin.get<Policy>(`${policies}/override`);
    expect(detail.body.workflowPolicyBind).toEqual([{ name: 'workflow-default', steps: ['default'] }]);

    const unbound = await admin.put<Policy>(`${policies}/override`, {
      alias: 'Override',
      description: 'changed',
      envName: 'default',
      type: 'override',
      properties: '{}',
      workflowPolicyBind: [],
    });
    expect(unbound.body).toMatchObject({
      description: 'changed',
      envName: 'default',
      workflowPolicyBind: [],
    });
    expect(await stepPolicies()).toEqual(['default']);

    expectError(await admin.delete(`${policies}/default`), 10026);
    expectOk(await admin.delete(`${policies}/default?force=true`));
    expect(await stepPolicies()).toEqual([]);
    expectOk(await admin.delete(`${policies}/override`));
    expectError(await admin.get(`${policies}/override`), 10010);
    expectError(await admin.put(`${policies}/ghost`, { properties: '{}' }), 10010);
  });

  it('creates, lists, updates and deletes triggers addressed by token', async () => {
    const created = await admin.post<Trigger>(triggers, {
      name: 'on-push',
      alias: 'On push',
      type: 'webhook',
      payloadType: 'dockerhub',
      workflowName: 'workflow-default',
      componentName: 'shop',
      registry: '',
    });
    expect(created.body).toMatchObject({
      name: 'on-push',
      payloadType: 'dockerhub',
      token: expect.stringMatching(/^[a-z0-9]{16}$/),
    });
    expectError(
      await admin.post(triggers, {
        name: 'bad',
        payloadType: 'custom',
        workflowName: 'ghost',
        type: 'webhook',
      }),
      20002,
    );

    const list = await admin.get<Schemas['v1.ListApplicationTriggerResponse']>(triggers);
    expect(list.body.triggers.map((t) => t.name)).toEqual(['on-push', 'shop-default']);

    const updated = await admin.put<Trigger>(`${triggers}/${created.body.token}`, {
      alias: 'Pushed',
      description: 'when pushed',
      payloadType: 'harbor',
      workflowName: 'workflow-default',
      componentName: 'shop',
      registry: '',
    });
    expect(updated.body).toMatchObject({
      name: 'on-push',
      alias: 'Pushed',
      payloadType: 'harbor',
      token: created.body.token,
    });
    expectError(await admin.put(`${triggers}/nope`, { workflowName: 'workflow-default' }), 10024);
    expectOk(await admin.delete(`${triggers}/${created.body.token}`));
    expectError(await admin.delete(`${triggers}/${created.body.token}`), 10024);

    const bob = await sandbox.login('bob');
    expectOk(await bob.get(triggers));
    expectError(await bob.post(triggers, { name: 'x' }), 403);
  });
});
