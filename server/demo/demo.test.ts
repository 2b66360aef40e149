import {
  createAccountsSandbox,
  createSandbox,
  expectOk,
  type Sandbox,
  type Schemas,
  type Session,
} from '../testing';

type Apps = Schemas['v1.ListApplicationResponse'];
type Records = Schemas['v1.ListWorkflowRecordsResponse'];
type Pipelines = Schemas['v1.ListPipelineResponse'];
type Runs = Schemas['v1.ListPipelineRunResponse'];

const base = new Date('2025-06-02T09:00:00.000Z');
const seededApps = [
  'addon-fluxcd',
  'addon-vela-workflow',
  'addon-velaux',
  'cart',
  'checkout',
  'dashboard',
  'etl-worker',
  'guestbook',
  'hello-world',
  'ingest-api',
  'payment',
  'recommendation',
  'reports',
  'storefront',
];

async function appNames(session: Session, query = ''): Promise<string[]> {
  const apps = await session.get<Apps>(`/api/v1/applications${query}`);
  expectOk(apps);
  return (apps.body.applications ?? []).map((app) => app.name).sort();
}

async function newestRecord(session: Session, app: string, env: string) {
  const records = await session.get<Records>(`/api/v1/applications/${app}/envs/${env}/records`);
  expectOk(records);
  return records.body.records[0];
}

async function advance(sandbox: Sandbox, seconds: number): Promise<void> {
  expectOk(await sandbox.request('POST', '/__test__/clock', { body: { advanceSeconds: seconds } }));
}

async function query<T>(session: Session, statement: string): Promise<T> {
  const result = await session.get<T>(`/api/v1/query?velaql=${encodeURIComponent(statement)}`);
  expectOk(result);
  return result.body;
}

describe('demo data', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = createSandbox({ testHooks: true, now: () => base });
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  it('gives the administrator every seeded application, the enabled addons read-only', async () => {
    expect(await appNames(admin)).toEqual(seededApps);
    const system = await admin.get<Apps>('/api/v1/applications?project=system');
    const readOnly = (system.body.applications ?? []).map((app) => [app.name, app.readOnly]);
    expect(readOnly.sort()).toEqual([
      ['addon-fluxcd', true],
      ['addon-vela-workflow', true],
      ['addon-velaux', true],
    ]);
  });

  it('shows each user the applications of their projects', async () => {
    expect(await appNames(await sandbox.login('alice'))).toEqual(['guestbook', 'hello-world']);
    expect(await appNames(await sandbox.login('bob'))).toEqual(['guestbook', 'hello-world']);
    const grace = await sandbox.login('grace');
    expect(await appNames(grace, '?project=team-shop')).toHaveLength(5);
    expect(await appNames(grace, '?project=team-data')).toHaveLength(4);
    expect(await appNames(await sandbox.login('henry'))).toEqual([
      'dashboard',
      'etl-worker',
      'ingest-api',
      'reports',
    ]);
    const users = await admin.get<Schemas['v1.ListUserResponse']>('/api/v1/users');
    expect(users.body.users.map((user) => [user.name, user.roles.map((role) => role.name)])).toEqual(
      expect.arrayContaining([
        ['admin', ['admin']],
        ['alice', []],
        ['bob', []],
        ['grace', []],
        ['henry', []],
      ]),
    );
  });

  it('spreads environments over two clusters', async () => {
    const clusters = await admin.get<Schemas['v1.ListClusterResponse']>('/api/v1/clusters');
    expect(clusters.body.clusters?.map((cluster) => cluster.name)).toEqual(['local', 'prod-cluster']);
    const targets = await admin.get<Schemas['v1.ListTargetResponse']>('/api/v1/targets');
    const clusterOf = Object.fromEntries(
      (targets.body.targets ?? []).map((target) => [target.name, target.cluster?.clusterName]),
    );
    expect(clusterOf).toMatchObject({
      'shop-test': 'local',
      'shop-prod': 'prod-cluster',
      'data-prod': 'prod-cluster',
    });
  });

  it('starts with deploys that succeeded, failed, wait for approval, were stopped or recycled', async () => {
    expect(await newestRecord(admin, 'hello-world', 'default')).toMatchObject({ status: 'succeeded' });
    expect(await newestRecord(admin, 'checkout', 'shop-test')).toMatchObject({ status: 'failed' });
    expect(await newestRecord(admin, 'payment', 'shop-prod')).toMatchObject({ status: 'suspending' });
    expect(await newestRecord(admin, 'guestbook', 'default')).toMatchObject({ status: 'terminated' });
    const recycled = await admin.get<Schemas['v1.ApplicationStatusResponse']>(
      '/api/v1/applications/reports/envs/data-dev/status',
    );
    expect(recycled.body.status).toEqual({});
    const revisions = await admin.get<Schemas['v1.ListRevisionsResponse']>(
      '/api/v1/applications/cart/revisions',
    );
    expect(revisions.body.revisions.map((revision) => revision.status)).toEqual(['complete', 'complete']);
    const never = await admin.get<Records>('/api/v1/applications/recommendation/envs/shop-test/records');
    expect(never.body.total).toBe(0);
  });

  it('lets the waiting deploy go on once approved, as the clock moves', async () => {
    const waiting = await newestRecord(admin, 'payment', 'shop-prod');
    await advance(sandbox, 600);
    expect(await newestRecord(admin, 'payment', 'shop-prod')).toMatchObject({ status: 'suspending' });
    const workflow = '/api/v1/applications/payment/workflows/workflow-shop-prod';
    expectOk(await admin.get(`${workflow}/records/${waiting.name}/resume`));
    expect(await newestRecord(admin, 'payment', 'shop-prod')).toMatchObject({ status: 'executing' });
    await advance(sandbox, 10);
    expect(await newestRecord(admin, 'payment', 'shop-prod')).toMatchObject({
      name: waiting.name,
      status: 'succeeded',
    });
  });

  it('serves the logs of a running application pod', async () => {
    const pods = await query<{ podList: { metadata: { name: string } }[] }>(
      admin,
      'component-pod-view{appName=hello-world, appNs=default, cluster=local}.status',
    );
    expect(pods.podList).toHaveLength(1);
    const pod = pods.podList[0].metadata.name;
    const logs = await query<{ logs: string; err?: string }>(
      admin,
      `collect-logs{cluster=local, namespace=default, pod=${pod}, container=hello-world, tailLines=5}`,
    );
    expect(logs.err).toBeUndefined();
    expect(logs.logs.trim().split('\n')).toHaveLength(5);
  });

  it('has pipelines with past runs: succeeded, failed and one waiting for approval', async () => {
    const pipelines = await admin.get<Pipelines>('/api/v1/pipelines');
    expect(pipelines.body.pipelines?.map((pipeline) => pipeline.name).sort()).toEqual([
      'nightly-report',
      'observability',
      'release-storefront',
    ]);
    const phases = async (project: string, pipeline: string) => {
      const runs = await admin.get<Runs>(`/api/v1/projects/${project}/pipelines/${pipeline}/runs`);
      expectOk(runs);
      return runs.body.runs?.map((run) => run.phase);
    };
    expect(await phases('team-data', 'nightly-report')).toEqual(['failed', 'succeeded', 'succeeded']);
    expect(await phases('team-shop', 'release-storefront')).toEqual(['succeeded', 'suspending']);
  });

  it('has enabled addons, a disabled one and an enabled plugin', async () => {
    const enabled = await admin.get<Schemas['v1.ListEnabledAddonResponse']>('/api/v1/enabled_addon');
    expect(enabled.body.enabledAddons?.map((addon) => addon.name)).toEqual([
      'fluxcd',
      'vela-workflow',
      'velaux',
    ]);
    const disabled = await admin.get<Schemas['v1.AddonStatusResponse']>(
      '/api/v1/addons/kruise-rollout/status',
    );
    expect(disabled.body.phase).toBe('disabled');
    const plugins = await admin.get<Schemas['v1.ListPluginResponse']>('/api/v1/plugins');
    expect(plugins.body.plugins.map((plugin) => plugin.id)).toEqual(['app-demo']);
  });

  it('has one grafana config with a web endpoint, for the Grafana catalogue', async () => {
    type Configs = { configs: { name: string; alias: string; properties?: { endpoint?: string } }[] };
    const grafana = await admin.get<Configs>('/api/v1/configs?template=grafana');
    expectOk(grafana);
    expect(
      grafana.body.configs.map(({ name, alias, properties }) => [name, alias, properties?.endpoint]),
    ).toEqual([['demo-grafana', 'Demo Grafana', 'http://localhost:3000']]);
  });

  it('seeds again on a reset, with the clock back where it was', async () => {
    await advance(sandbox, 60);
    expectOk(await sandbox.request('POST', '/__test__/reset', { body: {} }));
    const clock = await sandbox.request<{ now: string }>('POST', '/__test__/clock', { body: {} });
    expect(clock.body.now).toBe(base.toISOString());
    admin = await sandbox.login('admin');
    expect(await appNames(admin)).toEqual(seededApps);
  });
});

describe('without demo mode', () => {
  it('seeds none of the demo data', async () => {
    const sandbox = await createAccountsSandbox();
    const admin = await sandbox.login('admin');
    expect(await appNames(admin)).toEqual([]);
    const clusters = await admin.get<Schemas['v1.ListClusterResponse']>('/api/v1/clusters');
    expect(clusters.body.clusters?.map((cluster) => cluster.name)).toEqual(['local']);
    const projects = await admin.get<Schemas['v1.ListProjectResponse']>('/api/v1/projects');
    expect(projects.body.projects.map((project) => project.name)).toEqual(['default']);
    expect((await admin.get<Pipelines>('/api/v1/pipelines')).body.pipelines).toEqual([]);
    const enabled = await admin.get<Schemas['v1.ListEnabledAddonResponse']>('/api/v1/enabled_addon');
    expect(enabled.body.enabledAddons).toEqual([]);
    await sandbox.close();
  });
});
