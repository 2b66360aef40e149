import { expectOk, type Sandbox, type Schemas, type Session } from '../testing';
import { advance, createApp, deploy, fixedClockSandbox, query, recordOf } from '../routes/deliveryTesting';

type DefinitionList = Schemas['v1.ListDefinitionResponse'];
type DefinitionDetail = Schemas['v1.DetailDefinitionResponse'];
type RecordDetail = Schemas['v1.DetailWorkflowRecordResponse'];
type PodList = { podList: { metadata: { name: string } }[] };

const appSteps = '/api/v1/definitions?type=workflowstep&scope=Application';
const records = '/api/v1/applications/shop/workflows/workflow-default/records';

const names = (list: DefinitionList) => list.definitions.map((definition) => definition.name);

/** The two-batch canary group the studio's canary setting makes of the `default` deploy step. */
const canaryGroup = {
  name: 'default-canary',
  type: 'step-group',
  mode: 'StepByStep',
  subSteps: [
    { name: 'prepare-canary', type: 'canary-deploy', properties: { weight: 0, policies: ['default'] } },
    { name: 'default-approve-1', type: 'suspend' },
    { name: 'default-batch-1', type: 'canary-deploy', properties: { weight: 50, policies: ['default'] } },
    { name: 'default-approve-2', type: 'suspend' },
    { name: 'default-batch-2', type: 'canary-deploy', properties: { weight: 100, policies: ['default'] } },
  ],
};

const subPhases = (run: RecordDetail) =>
  (run.steps?.[0].subSteps ?? []).map((step) => `${step.name}:${step.phase ?? ''}`);

describe('canary rollout (the kruise-rollout addon)', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = fixedClockSandbox(3);
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  it('offers the canary-deploy step to application workflows once the addon is enabled', async () => {
    expect(names((await admin.get<DefinitionList>(appSteps)).body)).not.toContain('canary-deploy');
    expectOk(await admin.post('/api/v1/addons/kruise-rollout/enable', {}));
    expect(names((await admin.get<DefinitionList>(appSteps)).body)).not.toContain('canary-deploy');
    await advance(sandbox, 10);
    const steps = await admin.get<DefinitionList>(appSteps);
    expect(steps.body.definitions.find((step) => step.name === 'canary-deploy')).toMatchObject({
      ownerAddon: 'kruise-rollout',
      category: 'Application Delivery',
    });
    const detail = await admin.get<DefinitionDetail>('/api/v1/definitions/canary-deploy?type=workflowstep');
    expectOk(detail);
    expect(detail.body.uiSchema?.map((item) => [item.jsonKey, item.validate?.required ?? false])).toEqual([
      ['weight', true],
      ['policies', false],
    ]);
  });

  it('deploys a canary group batch by batch, each batch after its approval', async () => {
    expectOk(await admin.post('/api/v1/addons/kruise-rollout/enable', {}));
    await advance(sandbox, 10);
    await createApp(admin, 'shop');
    expectOk(
      await admin.put('/api/v1/applications/shop/workflows/workflow-default', {
        mode: 'StepByStep',
        subMode: 'DAG',
        default: true,
        steps: [canaryGroup],
      }),
    );
    const { record } = await deploy(admin, 'shop');
    await advance(sandbox, 10);
    let run = await recordOf(admin, 'shop', record.name);
    expect(run.status).toBe('suspending');
    expect(subPhases(run)).toEqual([
      'prepare-canary:succeeded',
      'default-approve-1:suspending',
      'default-batch-1:pending',
      'default-approve-2:pending',
      'default-batch-2:pending',
    ]);
    const pods = await query<PodList>(admin, 'component-pod-view{appName=shop, appNs=default}');
    expect(pods.podList).not.toHaveLength(0);

    expectOk(await admin.get(`${records}/${record.name}/resume?step=default-approve-1`));
    await advance(sandbox, 10);
    run = await recordOf(admin, 'shop', record.name);
    expect(subPhases(run).slice(1, 4)).toEqual([
      'default-approve-1:succeeded',
      'default-batch-1:succeeded',
      'default-approve-2:suspending',
    ]);
    expectOk(await admin.get(`${records}/${record.name}/resume?step=default-approve-2`));
    await advance(sandbox, 10);
    expect((await recordOf(admin, 'shop', record.name)).status).toBe('succeeded');
  });
});
