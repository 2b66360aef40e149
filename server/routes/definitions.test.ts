import type { Schemas } from '../testing';
import { createAccountsSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';

type DefinitionList = Schemas['v1.ListDefinitionResponse'];
type DefinitionDetail = Schemas['v1.DetailDefinitionResponse'];
type UIParameter = Schemas['schema.UIParameter'];

const names = (list: DefinitionList) => list.definitions.map((definition) => definition.name);

describe('definitions', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = await createAccountsSandbox({ testHooks: true, runtimeStepSeconds: 0 });
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  it('needs a known type (70003) and lists the core component types with their workload', async () => {
    expectError(await admin.get('/api/v1/definitions'), 70003);
    expectError(await admin.get('/api/v1/definitions?type=widget'), 70003);
    const components = await admin.get<DefinitionList>('/api/v1/definitions?type=component');
    expectOk(components);
    expect(names(components.body)).toEqual([
      'cron-task',
      'k8s-objects',
      'ref-objects',
      'task',
      'webservice',
      'worker',
    ]);
    expect(components.body.definitions.find((item) => item.name === 'webservice')).toMatchObject({
      status: 'enable',
      ownerAddon: '',
      workloadType: 'deployments.apps',
      component: { workload: { type: 'deployments.apps' } },
    });
  });

  it('filters traits by workload, workflow steps by scope, and hides deprecated ones always', async () => {
    const forJobs = await admin.get<DefinitionList>(
      '/api/v1/definitions?type=trait&appliedWorkload=jobs.batch',
    );
    expect(names(forJobs.body)).toEqual(['annotations', 'env', 'labels', 'sidecar', 'storage']);
    const traits = await admin.get<DefinitionList>('/api/v1/definitions?type=trait&queryAll=true');
    expect(names(traits.body)).toContain('json-merge-patch');
    expect(names(traits.body)).not.toContain('ingress');

    const appSteps = await admin.get<DefinitionList>(
      '/api/v1/definitions?type=workflowstep&scope=Application',
    );
    expect(names(appSteps.body)).toEqual(
      expect.arrayContaining(['deploy', 'deploy2env', 'suspend', 'notification']),
    );
    const pipelineSteps = await admin.get<DefinitionList>(
      '/api/v1/definitions?type=workflowstep&scope=WorkflowRun',
    );
    expect(names(pipelineSteps.body)).not.toContain('deploy');
    expect(names(pipelineSteps.body)).toEqual(expect.arrayContaining(['step-group', 'suspend', 'webhook']));
    const categories = pipelineSteps.body.definitions.map((item) => item.category);
    expect(categories).toContain('Process Control');
  });

  it('lists the definitions of an addon only once it is enabled, filtered by owner', async () => {
    const before = await admin.get<DefinitionList>('/api/v1/definitions?type=component&ownerAddon=fluxcd');
    expect(before.body.definitions).toEqual([]);
    expectError(await admin.get('/api/v1/definitions/helm?type=component'), 70001);
    expectOk(await admin.post('/api/v1/addons/fluxcd/enable', {}));
    const after = await admin.get<DefinitionList>('/api/v1/definitions?type=component&ownerAddon=fluxcd');
    expect(names(after.body)).toEqual(['helm', 'kustomize']);
    expectOk(await admin.get('/api/v1/definitions/helm?type=component'));
  });

  it('details a definition with its parameter schema and the generated UI schema patched by the shipped one', async () => {
    expectError(await admin.get('/api/v1/definitions/ghost?type=component'), 70001);
    const detail = await admin.get<DefinitionDetail>('/api/v1/definitions/webservice?type=component');
    expectOk(detail);
    const schema = JSON.parse(detail.body.schema) as { properties: Record<string, { title: string }> };
    expect(schema.properties.image.title).toBe('image');
    const ui = detail.body.uiSchema ?? [];
    expect(ui[0]).toMatchObject({
      jsonKey: 'image',
      uiType: 'ImageInput',
      label: 'Container Image',
      sort: 1,
    });
    const exposeType = ui.find((item) => item.jsonKey === 'exposeType');
    expect(exposeType).toMatchObject({
      uiType: 'Select',
      sort: 6,
      validate: { required: true, defaultValue: 'ClusterIP', immutable: false },
    });
    expect(exposeType?.validate?.options?.map((option) => option.value)).toEqual([
      'ClusterIP',
      'NodePort',
      'LoadBalancer',
    ]);
    expect(ui.find((item) => item.jsonKey === 'port')?.disable).toBe(true);
    expect(ui.map((item) => item.sort)).toEqual([...ui.map((item) => item.sort)].sort((a, b) => a - b));
  });

  it('generates a UI schema for a definition without a shipped one: required first, sorts from 100', async () => {
    const detail = await admin.get<DefinitionDetail>('/api/v1/definitions/cpuscaler?type=trait');
    expect(detail.body.uiSchema?.map((item) => [item.jsonKey, item.uiType, item.sort])).toEqual([
      ['cpuUtil', 'Number', 100],
      ['max', 'Number', 101],
      ['min', 'Number', 102],
      ['targetAPIVersion', 'Input', 103],
      ['targetKind', 'Input', 104],
    ]);
    expect(detail.body.uiSchema?.[0].validate).toEqual({
      required: true,
      defaultValue: 50,
      immutable: false,
    });
  });

  it('stores a custom UI schema and answers with the patched one, which the detail then returns', async () => {
    const uiSchema = [
      { jsonKey: 'replicas', label: 'Replicas', sort: 1, validate: { required: true, min: 1, max: 10 } },
      { jsonKey: 'unknown', label: 'Dropped' },
    ];
    const updated = await admin.put<UIParameter[]>('/api/v1/definitions/scaler/uischema', {
      type: 'trait',
      uiSchema,
    });
    expectOk(updated);
    expect(updated.body).toEqual([
      {
        jsonKey: 'replicas',
        label: 'Replicas',
        description: 'Number of pods the workload runs',
        uiType: 'Number',
        sort: 1,
        validate: { required: true, min: 1, max: 10, immutable: false },
      },
    ]);
    const detail = await admin.get<DefinitionDetail>('/api/v1/definitions/scaler?type=trait');
    expect(detail.body.uiSchema).toEqual(updated.body);
  });

  it('refuses bad conditions and a bad uiSchema with 400, and unknown definitions with 70001', async () => {
    const badOp = [{ jsonKey: 'replicas', conditions: [{ jsonKey: 'x', op: '>', value: 1 }] }];
    expectError(
      await admin.put('/api/v1/definitions/scaler/uischema', { type: 'trait', uiSchema: badOp }),
      400,
    );
    const badAction = [{ jsonKey: 'replicas', conditions: [{ jsonKey: 'x', value: 1, action: 'show' }] }];
    expectError(
      await admin.put('/api/v1/definitions/scaler/uischema', { type: 'trait', uiSchema: badAction }),
      400,
    );
    const noKey = [{ jsonKey: 'replicas', conditions: [{ value: 1 }] }];
    expectError(
      await admin.put('/api/v1/definitions/scaler/uischema', { type: 'trait', uiSchema: noKey }),
      400,
    );
    expectError(
      await admin.put('/api/v1/definitions/scaler/uischema', { type: 'trait', uiSchema: 'x' }),
      400,
    );
    expectError(
      await admin.put('/api/v1/definitions/ghost/uischema', { type: 'trait', uiSchema: [] }),
      70001,
    );
    const good = [
      { jsonKey: 'replicas', conditions: [{ jsonKey: 'x', op: 'in', value: ['a'], action: 'enable' }] },
    ];
    expectOk(await admin.put('/api/v1/definitions/scaler/uischema', { type: 'trait', uiSchema: good }));
  });

  it('hides a definition in the UI and shows it again', async () => {
    const hidden = await admin.put<UIParameter[]>('/api/v1/definitions/worker/status', {
      type: 'component',
      hiddenInUI: true,
    });
    expectOk(hidden);
    expect(hidden.body.length).toBeGreaterThan(0);
    const list = await admin.get<DefinitionList>('/api/v1/definitions?type=component');
    expect(names(list.body)).not.toContain('worker');
    const all = await admin.get<DefinitionList>('/api/v1/definitions?type=component&queryAll=true');
    expect(all.body.definitions.find((item) => item.name === 'worker')).toMatchObject({
      status: 'disable',
      labels: { 'custom.definition.oam.dev/ui-hidden': 'true' },
    });
    await admin.put('/api/v1/definitions/worker/status', { type: 'component', hiddenInUI: false });
    const again = await admin.get<DefinitionList>('/api/v1/definitions?type=component');
    expect(names(again.body)).toContain('worker');
  });

  it('lets anyone signed in read definitions but only platform admins change them', async () => {
    const alice = await sandbox.login('alice');
    expectOk(await alice.get('/api/v1/definitions?type=policy'));
    expectError(
      await alice.put('/api/v1/definitions/worker/status', { type: 'component', hiddenInUI: true }),
      403,
    );
  });
});
