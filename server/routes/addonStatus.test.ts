import { sampleKubeConfig } from '../runtime/clusterInfo';
import type { Schemas } from '../testing';
import { createAccountsSandbox, expectOk, type Sandbox, type Session } from '../testing';

type AddonStatus = Schemas['v1.AddonStatusResponse'];

const base = new Date('2026-03-01T08:00:00Z');

describe('addon status, as the real server reads the addon application', () => {
  let sandbox: Sandbox;
  let admin: Session;
  const advance = (seconds: number) =>
    sandbox.request('POST', '/__test__/clock', { body: { advanceSeconds: seconds } });
  const status = async (name: string) => {
    const answer = await admin.get<AddonStatus>(`/api/v1/addons/${name}/status`);
    expectOk(answer);
    return answer.body;
  };
  const joinProd = () =>
    admin.post('/api/v1/clusters', {
      name: 'prod',
      alias: 'Production',
      icon: '',
      kubeConfig: sampleKubeConfig('prod', 'https://10.0.0.2:6443'),
    });

  beforeEach(async () => {
    sandbox = await createAccountsSandbox({ testHooks: true, now: () => base, runtimeStepSeconds: 3 });
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  it('names no clusters and no application status while the addon is disabled', async () => {
    const disabled = await status('velaux');
    expect(disabled.phase).toBe('disabled');
    expect(disabled.clusters).toBeUndefined();
    expect(disabled.appStatus).toBeUndefined();
  });

  it('applies the resources one step at a time, then reports the application running and healthy', async () => {
    await admin.post('/api/v1/addons/velaux/enable', { version: 'v1.9.4' });
    await advance(3);
    const enabling = await status('velaux');
    expect(enabling.clusters).toEqual({ local: {} });
    expect(enabling.appStatus?.status).toBe('runningWorkflow');
    expect(enabling.appStatus?.appliedResources).toEqual([
      expect.objectContaining({
        cluster: 'local',
        kind: 'Deployment',
        name: 'velaux',
        namespace: 'vela-system',
      }),
    ]);
    expect(enabling.appStatus?.services?.map((service) => service.healthy)).toEqual([true, false, false]);
    expect(enabling.appStatus?.workflow).toMatchObject({ finished: false, status: 'executing' });

    await advance(6);
    const enabled = await status('velaux');
    expect(enabled.phase).toBe('enabled');
    expect(enabled.appStatus?.status).toBe('running');
    expect(enabled.appStatus?.appliedResources?.map((resource) => resource.kind)).toEqual([
      'Deployment',
      'Service',
      'ConfigMap',
    ]);
    expect(enabled.appStatus?.services?.every((service) => service.healthy)).toBe(true);
    expect(enabled.appStatus?.conditions?.find((item) => item.type === 'WorkflowFinished')?.status).toBe(
      'True',
    );
  });

  it('deploys a runtime-cluster addon to every cluster when none is chosen', async () => {
    expectOk(await joinProd());
    await admin.post('/api/v1/addons/fluxcd/enable', {});
    await advance(12);
    const enabled = await status('fluxcd');
    expect(Object.keys(enabled.clusters ?? {}).sort()).toEqual(['local', 'prod']);
    const clustersOfResources = new Set(
      enabled.appStatus?.appliedResources?.map((resource) => resource.cluster),
    );
    expect([...clustersOfResources].sort()).toEqual(['local', 'prod']);
  });

  it('deploys a runtime-cluster addon only to the chosen clusters', async () => {
    expectOk(await joinProd());
    await admin.post('/api/v1/addons/fluxcd/enable', { clusters: ['prod'] });
    await advance(12);
    const enabled = await status('fluxcd');
    expect(enabled.clusters).toEqual({ prod: {} });
    expect(enabled.args).toEqual({ clusters: ['prod'] });
    expect(enabled.appStatus?.services?.map((service) => service.cluster)).toEqual([
      'prod',
      'prod',
      'prod',
      'prod',
    ]);
  });

  it('keeps the application status while the addon is being disabled', async () => {
    await admin.post('/api/v1/addons/grafana/enable', {});
    await advance(6);
    await admin.post('/api/v1/addons/grafana/disable');
    const disabling = await status('grafana');
    expect(disabling.phase).toBe('disabling');
    expect(disabling.appStatus?.status).toBe('deleting');
    expect(disabling.clusters).toEqual({ local: {} });
  });
});

describe('a registry the server cannot read', () => {
  let sandbox: Sandbox;
  let admin: Session;

  beforeEach(async () => {
    sandbox = await createAccountsSandbox({ testHooks: true, now: () => base });
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  it('is reported in the list message while the other registries still answer', async () => {
    expectOk(
      await admin.post('/api/v1/addon_registries', {
        name: 'broken',
        helm: { url: 'https://charts.example.invalid' },
      }),
    );
    const list = await admin.get<Schemas['v1.ListAddonResponse']>('/api/v1/addons');
    expectOk(list);
    expect(list.body.message).toBe(
      'fail to fetch addons from registry broken: dial tcp: lookup charts.example.invalid: no such host',
    );
    expect(list.body.addons.length).toBeGreaterThan(5);
    const healthy = await admin.get<Schemas['v1.ListAddonResponse']>('/api/v1/addons?registry=KubeVela');
    expect(healthy.body.message).toBeUndefined();
  });
});
