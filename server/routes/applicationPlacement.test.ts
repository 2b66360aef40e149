import { expectError, expectOk, type ApiResult, type Sandbox, type Schemas, type Session } from '../testing';
import { advance, createApp, deploy, fixedClockSandbox, phases, query, recordOf } from './deliveryTesting';

type ErrorBody = { BusinessCode: number; Message: string };
type Revisions = Schemas['v1.ListRevisionsResponse'];
type Resources = { resources: { cluster: string; namespace: string; kind: string; name: string }[] };

const helloPolicies = '/api/v1/applications/hello-world/policies';
const helloWorkflow = '/api/v1/applications/hello-world/workflows/workflow-default';

const evilTopology = {
  name: 'evil-topo',
  type: 'topology',
  properties: JSON.stringify({ clusters: ['prod-cluster'], namespace: 'shop' }),
};

function workflowWith(steps: unknown[]) {
  return { alias: 'Default Workflow', mode: 'StepByStep', subMode: 'DAG', default: true, steps };
}

function deployStep(name: string, policies: string[]) {
  return { name, type: 'deploy', alias: name, properties: { policies } };
}

function expectRefused(result: ApiResult, ...named: string[]) {
  expectError(result, 10000);
  const message = (result.body as ErrorBody).Message;
  for (const name of named) expect(message).toContain(name);
}

async function placedResources(session: Session, app: string, namespace: string) {
  const found = await query<Resources>(
    session,
    `service-applied-resources-view{appName=${app}, appNs=${namespace}}`,
  );
  return found.resources.map((r) => `${r.cluster}/${r.namespace}/${r.kind}/${r.name}`);
}

describe('placement: a project delivers only to its own targets', () => {
  let sandbox: Sandbox;
  let admin: Session;
  let alice: Session;
  beforeEach(async () => {
    sandbox = fixedClockSandbox(3);
    admin = await sandbox.login('admin');
    alice = await sandbox.login('alice');
  });
  afterEach(() => sandbox.close());

  it("refuses a topology policy that names another project's cluster and namespace", async () => {
    expectRefused(await alice.post(helloPolicies, evilTopology), 'prod-cluster', 'shop');
    expectError(await alice.get(`${helloPolicies}/evil-topo`), 10010);

    expectOk(
      await alice.post(helloPolicies, {
        name: 'own-topo',
        type: 'topology',
        properties: JSON.stringify({ clusters: ['local'], namespace: 'default' }),
      }),
    );
    const widened = await alice.put(`${helloPolicies}/own-topo`, {
      type: 'topology',
      properties: JSON.stringify({ clusterLabelSelector: { stage: 'production' } }),
    });
    expectRefused(widened, 'prod-cluster', 'default');
  });

  it('refuses every step that names a foreign cluster or namespace itself', async () => {
    const steps: [Record<string, unknown>, string[]][] = [
      [
        { type: 'apply-component', properties: { component: 'hello-world', cluster: 'prod-cluster' } },
        ['prod-cluster'],
      ],
      [
        { type: 'apply-component', properties: { component: 'hello-world', namespace: 'shop' } },
        ['local', 'shop'],
      ],
      [
        {
          type: 'apply-object',
          properties: { value: { kind: 'ConfigMap', metadata: { name: 'x', namespace: 'shop' } } },
        },
        ['local', 'shop'],
      ],
      [
        { type: 'export2config', properties: { configName: 'x', cluster: 'prod-cluster', data: {} } },
        ['prod-cluster'],
      ],
      [
        {
          type: 'step-group',
          properties: {},
          subSteps: [
            {
              name: 'inner',
              type: 'apply-component',
              properties: { component: 'hello-world', namespace: 'shop' },
            },
          ],
        },
        ['step inner', 'shop'],
      ],
    ];
    for (const [step, named] of steps) {
      expectRefused(await alice.put(helloWorkflow, workflowWith([{ name: 'one', ...step }])), ...named);
    }
    const own = {
      type: 'apply-component',
      properties: { component: 'hello-world', cluster: 'local', namespace: 'default' },
    };
    expectOk(await alice.put(helloWorkflow, workflowWith([{ name: 'one', ...own }])));
    const created = await alice.post('/api/v1/applications/hello-world/workflows', {
      name: 'elsewhere',
      envName: 'default',
      mode: 'StepByStep',
      subMode: 'DAG',
      steps: [{ name: 'one', type: 'apply-component', properties: { cluster: 'prod-cluster' } }],
    });
    expectRefused(created, 'prod-cluster');
  });

  it('refuses policies and components that move the application into a foreign namespace', async () => {
    const policies: [Record<string, unknown>, string[]][] = [
      [
        {
          components: [
            {
              name: '*',
              traits: [{ type: 'json-merge-patch', properties: { metadata: { namespace: 'shop' } } }],
            },
          ],
        },
        ['policy move', 'namespace shop'],
      ],
      [
        { components: [{ name: 'hello-world', properties: { targetNamespace: 'shop' } }] },
        ['namespace shop'],
      ],
    ];
    for (const [properties, named] of policies) {
      const override = { name: 'move', type: 'override', properties: JSON.stringify(properties) };
      expectRefused(await alice.post(helloPolicies, override), ...named);
    }
    const envBinding = {
      name: 'move',
      type: 'env-binding',
      properties: JSON.stringify({
        envs: [
          {
            name: 'prod',
            placement: { clusterSelector: { name: 'prod-cluster' }, namespaceSelector: { name: 'shop' } },
          },
        ],
      }),
    };
    expectRefused(await alice.post(helloPolicies, envBinding), 'cluster prod-cluster, namespace shop');

    const objects = (namespace: string) =>
      JSON.stringify({
        objects: [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'settings', namespace } }],
      });
    const components = '/api/v1/applications/hello-world/components';
    const raw = { name: 'raw', componentType: 'k8s-objects', properties: objects('shop') };
    expectRefused(await alice.post(components, raw), 'component raw', 'namespace shop');
    expectOk(await alice.post(components, { ...raw, properties: objects('default') }));
    expectRefused(await alice.put(`${components}/raw`, { properties: objects('shop') }), 'namespace shop');
    const referenced = JSON.stringify({
      objects: [{ resource: 'configmap', name: 'x', cluster: 'prod-cluster' }],
    });
    expectRefused(await alice.put(`${components}/raw`, { properties: referenced }), 'cluster prod-cluster');

    const patch = (namespace: string) => ({
      type: 'json-merge-patch',
      properties: JSON.stringify({ metadata: { namespace } }),
    });
    const traits = `${components}/hello-world/traits`;
    expectRefused(await alice.post(traits, patch('shop')), 'component hello-world', 'namespace shop');
    expectOk(await alice.post(traits, patch('default')));
    expectRefused(await alice.put(`${traits}/json-merge-patch`, patch('shop')), 'namespace shop');
    expectRefused(
      await alice.post('/api/v1/applications?project=default', {
        name: 'moved',
        project: 'default',
        icon: '',
        component: { name: 'moved', componentType: 'k8s-objects', properties: objects('shop') },
      }),
      'namespace shop',
    );
    expectError(await admin.get('/api/v1/applications/moved'), 10012);
  });

  it('refuses deploys and rollbacks that the targets no longer allow, and nothing runs', async () => {
    expectOk(
      await admin.post('/api/v1/targets', {
        name: 'extra',
        project: 'default',
        cluster: { clusterName: 'local', namespace: 'extra' },
      }),
    );
    expectOk(await admin.post('/api/v1/envs', { name: 'extra', project: 'default', targets: ['extra'] }));
    const extraTopology = {
      name: 'to-extra',
      type: 'topology',
      properties: JSON.stringify({ clusters: ['local'], namespace: 'extra' }),
    };
    expectOk(await alice.post(helloPolicies, extraTopology));
    expectOk(await alice.put(helloWorkflow, workflowWith([deployStep('extra', ['to-extra'])])));
    const first = await deploy(alice, 'hello-world', { force: true });
    await advance(sandbox, 3);
    await deploy(alice, 'hello-world');
    await advance(sandbox, 3);
    expectOk(await admin.delete('/api/v1/envs/extra'));

    const revisions = '/api/v1/applications/hello-world/revisions';
    const before = (await alice.get<Revisions>(revisions)).body;
    const refused = await alice.post('/api/v1/applications/hello-world/deploy', {
      workflowName: 'workflow-default',
      note: '',
      triggerType: 'web',
      force: true,
    });
    expectRefused(refused, 'policy to-extra', 'cluster local, namespace extra', 'project default');
    expectRefused(
      await alice.post(`${revisions}/${first.version}/rollback`),
      'cluster local, namespace extra',
    );
    expect((await alice.get<Revisions>(revisions)).body).toEqual(before);
  });

  it('deploys an application of its own project to its targets as before', async () => {
    await createApp(alice, 'own');
    const deployed = await deploy(alice, 'own');
    await advance(sandbox, 3);
    expect((await recordOf(alice, 'own', deployed.record.name)).status).toBe('succeeded');
    expect(await placedResources(alice, 'own', 'default')).toContain('local/default/Deployment/own');
  });
});

describe('ownership: two applications never own the same resource', () => {
  let sandbox: Sandbox;
  let admin: Session;
  let grace: Session;
  beforeEach(async () => {
    sandbox = fixedClockSandbox(3);
    admin = await sandbox.login('admin');
    grace = await sandbox.login('grace');
  });
  afterEach(() => sandbox.close());

  it("fails the second application's deploy step and leaves the first one's resources running", async () => {
    const before = await placedResources(grace, 'storefront', 'shop-test');
    expect(before).toContain('local/shop-test/Deployment/storefront');

    await createApp(grace, 'storefront-copy', {
      envs: ['shop-test'],
      project: 'team-shop',
      componentName: 'storefront',
    });
    const deployed = await deploy(grace, 'storefront-copy', { workflowName: 'workflow-shop-test' });
    await advance(sandbox, 3);
    const record = await recordOf(grace, 'storefront-copy', deployed.record.name, 'workflow-shop-test');
    expect(record.status).toBe('failed');
    expect(phases(record)).toEqual(['shop-test:failed']);
    expect(record.steps?.[0].message).toBe(
      'Deployment shop-test/storefront in cluster local is owned by application shop-test/storefront, ' +
        'refusing to take it over',
    );
    expect(await placedResources(grace, 'storefront-copy', 'shop-test')).toEqual([]);
    expect(await placedResources(grace, 'storefront', 'shop-test')).toEqual(before);

    const again = await deploy(grace, 'storefront', { workflowName: 'workflow-shop-test' });
    await advance(sandbox, 3);
    const redeployed = await recordOf(grace, 'storefront', again.record.name, 'workflow-shop-test');
    expect(redeployed.status).toBe('succeeded');
  });

  it('counts what an unfinished run is still going to apply: a deploy waiting for approval keeps its claim', async () => {
    const waiting = await grace.get<Schemas['v1.ListWorkflowRecordsResponse']>(
      '/api/v1/applications/payment/envs/shop-prod/records',
    );
    const payment = waiting.body.records[0];
    expect(payment.status).toBe('suspending');

    await createApp(grace, 'payment-copy', {
      envs: ['shop-prod'],
      project: 'team-shop',
      componentName: 'payment',
    });
    const copy = await deploy(grace, 'payment-copy', { workflowName: 'workflow-shop-prod' });
    await advance(sandbox, 3);
    const refused = await recordOf(grace, 'payment-copy', copy.record.name, 'workflow-shop-prod');
    expect(refused.steps?.[0].message).toBe(
      'Deployment shop/payment in cluster prod-cluster is owned by application shop-prod/payment, ' +
        'refusing to take it over',
    );

    const records = '/api/v1/applications/payment/workflows/workflow-shop-prod/records';
    expectOk(await grace.get(`${records}/${payment.name}/resume`));
    await advance(sandbox, 3);
    expect((await recordOf(grace, 'payment', payment.name, 'workflow-shop-prod')).status).toBe('succeeded');
    expect(await placedResources(grace, 'payment', 'shop-prod')).toContain(
      'prod-cluster/shop/Deployment/payment',
    );
  });

  it("holds addon applications to the same rule: the system project cannot take over an addon's resources", async () => {
    await createApp(admin, 'impostor', { envs: ['system'], project: 'system', componentName: 'velaux' });
    const deployed = await deploy(admin, 'impostor', { workflowName: 'workflow-system' });
    await advance(sandbox, 3);
    const record = await recordOf(admin, 'impostor', deployed.record.name, 'workflow-system');
    expect(record.status).toBe('failed');
    expect(record.steps?.[0].message).toContain('is owned by application vela-system/addon-velaux');
    expect(await placedResources(admin, 'addon-velaux', 'vela-system')).toContain(
      'local/vela-system/Deployment/velaux',
    );
  });
});
