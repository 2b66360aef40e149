import type { Schemas } from '../testing';
import { createAccountsSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';

type AddonList = Schemas['v1.ListAddonResponse'];
type AddonDetail = Schemas['v1.DetailAddonResponse'];
type AddonStatus = Schemas['v1.AddonStatusResponse'];
type EnabledAddons = Schemas['v1.ListEnabledAddonResponse'];
type FlatAddon = Schemas['v1.AddonInfo'] & { name: string; version: string };

const base = new Date('2026-03-01T08:00:00Z');

describe('addons', () => {
  let sandbox: Sandbox;
  let admin: Session;
  const advance = (seconds: number) =>
    sandbox.request('POST', '/__test__/clock', { body: { advanceSeconds: seconds } });
  const phase = async (name: string) =>
    (await admin.get<AddonStatus>(`/api/v1/addons/${name}/status`)).body.phase;

  beforeEach(async () => {
    sandbox = await createAccountsSandbox({ testHooks: true, now: () => base, runtimeStepSeconds: 3 });
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  it('lists the addons of the KubeVela registry by name, flat and with the contract Meta', async () => {
    const list = await admin.get<AddonList>('/api/v1/addons');
    expectOk(list);
    const addons = list.body.addons as FlatAddon[];
    expect(addons.map((addon) => addon.name)).toEqual([...addons.map((addon) => addon.name)].sort());
    expect(addons.map((addon) => addon.name)).toEqual(
      expect.arrayContaining(['velaux', 'fluxcd', 'vela-workflow']),
    );
    expect(addons.map((addon) => addon.name)).not.toContain('argocd');
    const velaux = addons.find((addon) => addon.name === 'velaux');
    expect(velaux).toMatchObject({
      version: 'v1.9.4',
      registryName: 'KubeVela',
      Meta: { name: 'velaux', version: 'v1.9.4' },
    });

    const found = await admin.get<AddonList>('/api/v1/addons?query=Terraform');
    expect((found.body.addons as FlatAddon[]).map((addon) => addon.name)).toEqual(['terraform']);
    const none = await admin.get<AddonList>('/api/v1/addons?registry=nowhere');
    expect(none.body.addons).toEqual([]);
  });

  it('details an addon: parameter schema, patched UI schema, README, definitions and versions', async () => {
    const detail = await admin.get<AddonDetail>('/api/v1/addons/velaux');
    expectOk(detail);
    expect(detail.body).toMatchObject({
      name: 'velaux',
      version: 'v1.9.4',
      registryName: 'KubeVela',
      availableVersions: ['v1.9.4', 'v1.9.3', 'v1.8.0'],
      system: { vela: '>=v1.9.0' },
    });
    expect(JSON.parse(detail.body.schema)).toMatchObject({ properties: { dbType: { default: 'kubeapi' } } });
    expect(detail.body.uiSchema[0]).toMatchObject({ jsonKey: 'dbType', label: 'DBType', sort: 1 });
    expect(detail.body.uiSchema.find((item) => item.jsonKey === 'dbURL')?.conditions).toEqual([
      { jsonKey: 'dbType', op: '==', value: 'mongodb' },
    ]);
    expect(detail.body.detail).toContain('# VelaUX');

    const flux = await admin.get<AddonDetail>('/api/v1/addons/fluxcd?version=2.2.0');
    expect(flux.body.version).toBe('2.2.0');
    expect(flux.body.definitions).toEqual([
      { name: 'helm', type: 'ComponentDefinition', description: expect.any(String) },
      { name: 'kustomize', type: 'ComponentDefinition', description: expect.any(String) },
    ]);
    expectError(await admin.get('/api/v1/addons/ghost'), 50001);
    expectError(await admin.get('/api/v1/addons/fluxcd?version=9.9.9'), 50019);
  });

  it('moves an enabled addon from enabling to enabled, and a disabled one from disabling to disabled', async () => {
    expect(await admin.get<AddonStatus>('/api/v1/addons/velaux/status')).toMatchObject({
      body: { name: 'velaux', phase: 'disabled', args: {}, allClusters: [{ name: 'local' }] },
    });
    const enabled = await admin.post<AddonStatus>('/api/v1/addons/velaux/enable', {
      args: { serviceType: 'NodePort' },
      version: 'v1.9.3',
    });
    expectOk(enabled);
    expect(enabled.body).toMatchObject({
      phase: 'enabling',
      installedVersion: 'v1.9.3',
      args: { serviceType: 'NodePort' },
      enabling_progress: { enabled_components: 0, total_components: 3 },
    });
    await advance(3);
    expect((await admin.get<AddonStatus>('/api/v1/addons/velaux/status')).body.enabling_progress).toEqual({
      enabled_components: 1,
      total_components: 3,
    });
    expect((await admin.get<EnabledAddons>('/api/v1/enabled_addon')).body.enabledAddons).toEqual([]);
    await advance(6);
    expect(await phase('velaux')).toBe('enabled');
    expect((await admin.get<EnabledAddons>('/api/v1/enabled_addon')).body.enabledAddons).toEqual([
      { name: 'velaux', phase: 'enabled' },
    ]);

    const disabling = await admin.post<AddonStatus>('/api/v1/addons/velaux/disable');
    expect(disabling.body.phase).toBe('disabling');
    await advance(3);
    expect(await phase('velaux')).toBe('disabled');
    expectError(await admin.post('/api/v1/addons/velaux/disable'), 404);
  });

  it("keeps an enabled addon's application read-only in project system, with its UI's endpoint, until it is disabled", async () => {
    type Apps = Schemas['v1.ListApplicationResponse'];
    const systemApps = async () =>
      ((await admin.get<Apps>('/api/v1/applications?project=system')).body.applications ?? []).map((app) => [
        app.name,
        app.readOnly,
      ]);
    expectOk(await admin.post('/api/v1/addons/grafana/enable', { args: { serviceType: 'LoadBalancer' } }));
    expect(await systemApps()).toEqual([['addon-grafana', true]]);
    const envs = await admin.get<Schemas['v1.ListEnvResponse']>('/api/v1/envs?project=system');
    expect(envs.body.envs).toEqual([expect.objectContaining({ name: 'system', namespace: 'vela-system' })]);
    await advance(60);
    const query = encodeURIComponent('service-endpoints-view{appName=addon-grafana, appNs=vela-system}');
    const endpoints = await admin.get<{ endpoints: { endpoint: { port: number; inner: boolean } }[] }>(
      `/api/v1/query?velaql=${query}`,
    );
    expect(endpoints.body.endpoints.map(({ endpoint }) => [endpoint.port, endpoint.inner])).toEqual([
      [3000, false],
    ]);

    // An upgrade to the default Service type leaves the UI inside the cluster.
    expectOk(await admin.put('/api/v1/addons/grafana/update', { args: {} }));
    await advance(60);
    const inside = await admin.get<{ endpoints: { endpoint: { inner: boolean } }[] }>(
      `/api/v1/query?velaql=${query}`,
    );
    expect(inside.body.endpoints.map(({ endpoint }) => endpoint.inner)).toEqual([true]);

    expectOk(await admin.post('/api/v1/addons/grafana/disable'));
    expect(await systemApps()).toEqual([]);
    expectError(await admin.get('/api/v1/applications/addon-grafana'), 10012);
    expectOk(await admin.post('/api/v1/addons/grafana/enable', {}));
    expect(await systemApps()).toEqual([['addon-grafana', true]]);
  });

  it('updates an enabled addon only', async () => {
    expectError(await admin.put('/api/v1/addons/grafana/update', { args: {} }), 404);
    await admin.post('/api/v1/addons/grafana/enable', {});
    const updated = await admin.put<AddonStatus>('/api/v1/addons/grafana/update', {
      args: { domain: 'g.example.com' },
    });
    expectOk(updated);
    expect(updated.body).toMatchObject({
      phase: 'enabling',
      args: { domain: 'g.example.com' },
      installedVersion: '1.0.3',
    });
  });

  it('enables missing dependencies too, and keeps an addon others depend on unless forced', async () => {
    await admin.post('/api/v1/addons/terraform-alibaba/enable', { args: { ALICLOUD_REGION: 'cn-beijing' } });
    await advance(10);
    expect(await phase('terraform')).toBe('enabled');
    expect(await phase('terraform-alibaba')).toBe('enabled');
    expectError(await admin.post('/api/v1/addons/terraform/disable'), 400);
    expect((await admin.post<AddonStatus>('/api/v1/addons/terraform/disable?force=true')).body.phase).toBe(
      'disabling',
    );
  });

  it('puts the chosen clusters of a runtime-cluster addon into its args and status', async () => {
    const enabled = await admin.post<AddonStatus>('/api/v1/addons/fluxcd/enable', { clusters: ['local'] });
    expect(enabled.body).toMatchObject({ args: { clusters: ['local'] }, clusters: { local: {} } });
  });

  it('refuses unknown registries (50006), versions (50019), addons (50001) and unmet requirements (50018)', async () => {
    expectError(await admin.post('/api/v1/addons/velaux/enable', { registryName: 'nowhere' }), 50006);
    expectError(await admin.post('/api/v1/addons/velaux/enable', { version: 'v0.0.1' }), 50019);
    expectError(await admin.post('/api/v1/addons/argocd/enable', {}), 50001);
    await admin.post('/api/v1/addon_registries', {
      name: 'experimental',
      helm: { url: 'https://addons.kubevela.net/experimental' },
    });
    expectOk(await admin.post('/api/v1/addons/argocd/enable', {}));
    expectError(await admin.post('/api/v1/addons/flink-kubernetes-operator/enable', {}), 50018);
  });

  it('keeps addons for platform admins: alice gets 403', async () => {
    const alice = await sandbox.login('alice');
    expectError(await alice.post('/api/v1/addons/velaux/enable', {}), 403);
    expectError(await alice.get('/api/v1/addons'), 403);
    expectOk(await alice.get('/api/v1/enabled_addon'));
  });
});
