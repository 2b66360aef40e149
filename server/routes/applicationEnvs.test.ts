import type { Schemas } from '../testing';
import { createSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';
import { createApp, deploy } from './deliveryTesting';

type Bindings = Schemas['v1.ListApplicationEnvBinding'];
type Workflow = Schemas['v1.DetailWorkflowResponse'];
type Records = Schemas['v1.ListWorkflowRecordsResponse'];

const envs = '/api/v1/applications/shop/envs';

describe('application env bindings', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = createSandbox({ runtimeStepSeconds: 0 });
    admin = await sandbox.login('admin');
    for (const name of ['staging-a', 'staging-b']) {
      const cluster = { clusterName: 'local', namespace: name };
      expectOk(await admin.post('/api/v1/targets', { name, project: 'default', cluster }));
    }
    expectOk(
      await admin.post('/api/v1/envs?project=default', {
        name: 'staging',
        alias: 'Staging',
        project: 'default',
        namespace: 'staging',
        targets: ['staging-a'],
      }),
    );
    await createApp(admin, 'shop');
  });
  afterEach(() => sandbox.close());

  it('binds an env with its workflow and policies, regenerates it after a target change and unbinds it', async () => {
    const created = await admin.post<Schemas['v1.EnvBindingBase']>(envs, { name: 'staging' });
    expect(created.body).toMatchObject({
      name: 'staging',
      appDeployNamespace: 'staging',
      targetNames: ['staging-a'],
    });
    expectError(await admin.post(envs, { name: 'staging' }), 90005);
    expectError(await admin.post(envs, { name: 'ghost' }), 11002);

    const list = await admin.get<Bindings>(envs);
    expect(list.body.envBindings.map((b) => [b.name, b.workflow.name, b.alias])).toEqual([
      ['default', 'workflow-default', 'Default'],
      ['staging', 'workflow-staging', 'Staging'],
    ]);
    const workflow = await admin.get<Workflow>('/api/v1/applications/shop/workflows/workflow-staging');
    expect(workflow.body).toMatchObject({ default: false, steps: [{ name: 'staging-a', type: 'deploy' }] });

    expectOk(await admin.put('/api/v1/envs/staging', { alias: 'Staging', targets: ['staging-b'] }));
    const updated = await admin.put<Schemas['v1.EnvBindingBase']>(`${envs}/staging`, {});
    expect(updated.body.targetNames).toEqual(['staging-b']);
    const regenerated = await admin.get<Workflow>('/api/v1/applications/shop/workflows/workflow-staging');
    expect(regenerated.body.steps?.map((s) => s.name)).toEqual(['staging-b']);
    const policies = await admin.get<Schemas['v1.ListApplicationPolicy']>(
      '/api/v1/applications/shop/policies',
    );
    expect(policies.body.policies.map((p) => p.name)).toEqual(['default', 'staging-b']);

    await deploy(admin, 'shop', { workflowName: 'workflow-staging' });
    expectError(await admin.delete(`${envs}/staging`), 10020);
    expectOk(await admin.post(`${envs}/staging/recycle`));
    expectOk(await admin.delete(`${envs}/staging`));
    expectError(await admin.get('/api/v1/applications/shop/workflows/workflow-staging'), 20002);
    expectError(await admin.put(`${envs}/staging`, {}), 90004);
    expectError(await admin.delete(`${envs}/staging`), 90004);
    expectError(await admin.post(`${envs}/staging/recycle`), 90004);
  });

  it('reports the status per env and of all deployed envs', async () => {
    await admin.post(envs, { name: 'staging' });
    const never = await admin.get<Schemas['v1.ApplicationStatusResponse']>(`${envs}/staging/status`);
    expect(never.body).toEqual({ envName: 'staging', status: {} });
    await deploy(admin, 'shop', { workflowName: 'workflow-staging' });
    const status = await admin.get<Schemas['v1.ApplicationStatusResponse']>(`${envs}/staging/status`);
    expect(status.body.status).toMatchObject({
      status: 'running',
      services: [{ name: 'shop', namespace: 'staging-a', healthy: true }],
      appliedResources: [
        { kind: 'Deployment', name: 'shop', namespace: 'staging-a' },
        { kind: 'Service', name: 'shop', namespace: 'staging-a' },
      ],
    });
    const all = await admin.get<Schemas['v1.ApplicationStatusListResponse']>(
      '/api/v1/applications/shop/status',
    );
    expect(all.body.status.map((s) => s.envName)).toEqual(['staging']);
    expectError(await admin.get(`${envs}/ghost/status`), 90004);
  });

  it('pages the records of an env, newest first', async () => {
    const first = await deploy(admin, 'shop');
    const second = await deploy(admin, 'shop');
    const page = await admin.get<Records>(`${envs}/default/records?page=1&pageSize=20`);
    expect(page.body.records.map((r) => r.name)).toEqual([second.record.name, first.record.name]);
    expect(page.body.total).toBe(2);
    const bob = await sandbox.login('bob');
    expectOk(await bob.get(`${envs}/default/records`));
    expectError(await bob.post(`${envs}/default/recycle`), 403);
    expectError(await bob.post(envs, { name: 'staging' }), 403);
  });
});
