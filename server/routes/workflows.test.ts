import type { Schemas } from '../testing';
import { expectError, expectOk, type Sandbox, type Session } from '../testing';
import { advance, createApp, deploy, fixedClockSandbox } from './deliveryTesting';

type Workflow = Schemas['v1.DetailWorkflowResponse'];
type Records = Schemas['v1.ListWorkflowRecordsResponse'];
type StepLog = { id: string; name: string; phase: string; source: string; log: string };
type Outputs = Schemas['v1.GetPipelineRunOutputResponse'];
type Inputs = Schemas['v1.GetPipelineRunInputResponse'];

const workflows = '/api/v1/applications/shop/workflows';

const pipelineSteps = [
  {
    name: 'default',
    type: 'deploy',
    properties: { policies: ['default'] },
    outputs: [{ name: 'podIP', valueFrom: 'output.value.status.podIP' }],
  },
  {
    name: 'group',
    type: 'step-group',
    subSteps: [
      { name: 'notify', type: 'notification', inputs: [{ from: 'podIP', parameterKey: 'message' }] },
      { name: 'call', type: 'webhook' },
    ],
  },
];

describe('application workflows', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = fixedClockSandbox(3);
    admin = await sandbox.login('admin');
    await createApp(admin, 'shop');
  });
  afterEach(() => sandbox.close());

  it('creates or overwrites, reads, updates, lists and deletes workflows', async () => {
    const body = {
      name: 'canary',
      alias: 'Canary',
      envName: 'default',
      mode: 'DAG',
      subMode: 'DAG',
      default: false,
      steps: [],
    };
    const created = await admin.post<Workflow>(workflows, body);
    expect(created.body).toMatchObject({ name: 'canary', enable: false, mode: 'DAG', steps: [] });
    const again = await admin.post<Workflow>(workflows, {
      ...body,
      description: 'again',
      steps: pipelineSteps,
    });
    expect(again.body).toMatchObject({
      description: 'again',
      steps: [{ name: 'default' }, { name: 'group', subSteps: [{ name: 'notify' }, { name: 'call' }] }],
    });
    expectError(await admin.post(workflows, { ...body, envName: '' }), 20006);
    expectError(await admin.post(workflows, { ...body, mode: 'Parallel' }), 400);

    const updated = await admin.put<Workflow>(`${workflows}/canary`, {
      alias: 'Canary 2',
      mode: 'StepByStep',
      subMode: 'DAG',
      default: false,
    });
    expect(updated.body).toMatchObject({ alias: 'Canary 2', envName: 'default', steps: [] });
    const list = await admin.get<Schemas['v1.ListWorkflowResponse']>(workflows);
    expect(list.body.workflows.map((w) => w.name)).toEqual(['workflow-default', 'canary']);
    const deleted = await admin.delete(`${workflows}/canary`);
    expect(deleted.body).toEqual({ status: 'succeed' });
    expectError(await admin.get(`${workflows}/canary`), 20002);
    expectError(await admin.delete(`${workflows}/canary`), 20002);
    const bob = await sandbox.login('bob');
    expectOk(await bob.get(workflows));
    expectError(await bob.post(workflows, body), 403);
  });

  it('lists records per workflow (oldest first) and app-wide (unfinished, else the newest)', async () => {
    const first = await deploy(admin, 'shop');
    await advance(sandbox, 3);
    const second = await deploy(admin, 'shop');
    const perWorkflow = await admin.get<Records>(`${workflows}/workflow-default/records`);
    expect(perWorkflow.body.records.map((r) => r.name)).toEqual([first.record.name, second.record.name]);
    const paged = await admin.get<Records>(`${workflows}/workflow-default/records?page=2&pageSize=5`);
    expect(paged.body).toEqual({ records: [], total: 2 });
    const running = await admin.get<Records>('/api/v1/applications/shop/records');
    expect(running.body).toMatchObject({
      total: 1,
      records: [{ name: second.record.name, status: 'executing' }],
    });
    await advance(sandbox, 3);
    const settled = await admin.get<Records>('/api/v1/applications/shop/records');
    expect(settled.body).toMatchObject({
      total: 1,
      records: [{ name: second.record.name, status: 'succeeded' }],
    });
    expectError(await admin.get(`${workflows}/workflow-default/records/nope`), 20007);
    expectError(await admin.get(`${workflows}/ghost/records`), 20002);
  });

  it('answers step logs, inputs and outputs of a record', async () => {
    await admin.put(`${workflows}/workflow-default`, {
      mode: 'StepByStep',
      subMode: 'DAG',
      default: true,
      steps: pipelineSteps,
    });
    const { record } = await deploy(admin, 'shop');
    const url = `${workflows}/workflow-default/records/${record.name}`;
    const early = await admin.get<Outputs>(`${url}/outputs?step=default`);
    expect(early.body.outputs[0].values).toEqual([
      { name: 'podIP', valueFrom: 'output.value.status.podIP', value: '' },
    ]);
    await advance(sandbox, 6);

    const log = await admin.get<StepLog>(`${url}/logs?step=default`);
    expect(log.body).toMatchObject({ name: 'default', phase: 'succeeded', source: 'Resource' });
    expect(log.body.log).toContain('apply components [shop] to cluster local, namespace default');
    const outputs = await admin.get<Outputs>(`${url}/outputs?step=default`);
    expect(JSON.parse(outputs.body.outputs[0].values[0].value)).toMatch(/^10\.244\./);
    const inputs = await admin.get<Inputs>(`${url}/inputs?step=notify`);
    expect(inputs.body.inputs).toEqual([
      expect.objectContaining({
        name: 'notify',
        phase: 'succeeded',
        values: [expect.objectContaining({ from: 'podIP', fromStep: 'default', parameterKey: 'message' })],
      }),
    ]);
    const all = await admin.get<Inputs>(`${url}/inputs`);
    expect(all.body.inputs.map((i) => i.name)).toEqual(['default', 'group', 'notify', 'call']);
    expect((await admin.get(`${url}/logs?step=ghost`)).body).toEqual({});
    expectError(await admin.get(`${workflows}/workflow-default/records/nope/logs?step=default`), 20007);
  });
});
