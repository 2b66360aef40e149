import type { Schemas } from '../testing';
import { createAccountsSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';

type Distributions = Schemas['v1.ListConfigDistributionResponse'];
type TargetStatus = Schemas['config.ClusterTargetStatus'];

interface Config {
  name: string;
  namespace: string;
  project: string;
  shared: boolean;
  properties?: Record<string, unknown>;
  targets: TargetStatus[];
}

const projectBase = '/api/v1/projects/default';

function registry(name: string, domain: string): Record<string, unknown> {
  return { name, template: { name: 'image-registry' }, properties: JSON.stringify({ registry: domain }) };
}

describe('project configs and distributions', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = await createAccountsSandbox({
      now: () => new Date('2024-05-01T10:00:00Z'),
      testHooks: true,
      runtimeStepSeconds: 3,
    });
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  async function advance(seconds: number): Promise<void> {
    await sandbox.request('POST', '/__test__/clock', { body: { advanceSeconds: seconds } });
  }

  it('lists own configs with properties and shared platform ones without', async () => {
    await admin.post('/api/v1/configs', registry('docker-hub', 'index.docker.io'));
    const nacosProperties = JSON.stringify({ dataId: 'a', content: {} });
    await admin.post('/api/v1/configs', {
      name: 'nacos',
      template: { name: 'nacos-config' },
      properties: nacosProperties,
    });
    const own = await admin.post<Config>(`${projectBase}/configs`, registry('team-hub', 'hub.team.io'));
    expect(own.body).toMatchObject({
      name: 'team-hub',
      namespace: 'default',
      project: 'default',
      shared: false,
    });

    const listed = await admin.get<{ configs: Config[] }>(`${projectBase}/configs`);
    expect(listed.body.configs.map((c) => [c.name, c.shared, c.properties !== undefined])).toEqual([
      ['team-hub', false, true],
      ['docker-hub', true, false],
    ]);
    const filtered = await admin.get<{ configs: Config[] }>(
      `${projectBase}/configs?template=helm-repository`,
    );
    expect(filtered.body.configs).toEqual([]);
  });

  it('reads, updates and deletes a project config; reading falls back to the platform config', async () => {
    await admin.post(`${projectBase}/configs`, registry('team-hub', 'hub.team.io'));
    await admin.post('/api/v1/configs', registry('docker-hub', 'index.docker.io'));
    const detail = await admin.get<Config>(`${projectBase}/configs/team-hub`);
    expect(detail.body.properties).toEqual({ registry: 'hub.team.io' });
    const platform = await admin.get<Config>(`${projectBase}/configs/docker-hub`);
    expect(platform.body).toMatchObject({ name: 'docker-hub', namespace: 'vela-system', project: '' });
    const properties = JSON.stringify({ registry: 'hub2.team.io' });
    const updated = await admin.put<Config>(`${projectBase}/configs/team-hub`, { alias: 'Team', properties });
    expect(updated.body.properties).toEqual({ registry: 'hub2.team.io' });
    expectError(await admin.put(`${projectBase}/configs/docker-hub`, { properties }), 16006);
    expectOk(await admin.delete(`${projectBase}/configs/team-hub`));
    expectError(await admin.get(`${projectBase}/configs/team-hub`), 16006);
    expectError(await admin.get('/api/v1/projects/ghost/configs'), 30002);
    const template = await admin.get(`${projectBase}/config_templates/helm-repository`);
    expect(template.body).toMatchObject({ name: 'helm-repository', scope: 'project' });
  });

  it('distributes a config target by target as the clock moves', async () => {
    await admin.post('/api/v1/configs', registry('docker-hub', 'index.docker.io'));
    expectOk(
      await admin.post(`${projectBase}/distributions`, {
        name: 'distribute-docker-hub',
        configs: [{ name: 'docker-hub', namespace: 'vela-system' }],
        targets: [
          { clusterName: 'local', namespace: 'default' },
          { clusterName: 'ghost', namespace: 'default' },
        ],
      }),
    );
    const phases = async (): Promise<string[]> => {
      const configs = await admin.get<{ configs: Config[] }>(`${projectBase}/configs`);
      return configs.body.configs[0].targets.map((t) => t.status);
    };
    expect(await phases()).toEqual(['running', 'pending']);
    await advance(3);
    expect(await phases()).toEqual(['succeeded', 'running']);
    await advance(3);
    expect(await phases()).toEqual(['succeeded', 'failed']);

    const listed = await admin.get<Distributions>(`${projectBase}/distributions`);
    const [distribution] = listed.body.distributions;
    expect(distribution).toMatchObject({
      name: 'distribute-docker-hub',
      namespace: 'default',
      application: { Name: 'distribute-docker-hub', Namespace: 'default' },
      status: { status: 'workflowFailed', workflow: { finished: true } },
    });
    expect(distribution.status.workflow?.steps?.[1].message).toBe('cluster ghost not found');
    expectOk(await admin.delete(`${projectBase}/distributions/distribute-docker-hub`));
    expectError(await admin.delete(`${projectBase}/distributions/distribute-docker-hub`), 16007);
  });

  it('needs a name, configs and targets to distribute', async () => {
    const noTargets = { name: 'd', configs: [{ name: 'x', namespace: 'vela-system' }], targets: [] };
    expectError(await admin.post(`${projectBase}/distributions`, noTargets), 16002);
    const emptyNamespace = { ...noTargets, targets: [{ clusterName: 'local', namespace: '' }] };
    expectError(await admin.post(`${projectBase}/distributions`, emptyNamespace), 16002);
    const unnamed = { ...noTargets, name: '', targets: [{ clusterName: 'local', namespace: 'default' }] };
    expectError(await admin.post(`${projectBase}/distributions`, unnamed), 400);
  });

  it('lets a Project Viewer read configs but not write them; writing and distributing need their actions', async () => {
    const alice = await sandbox.login('alice');
    const bob = await sandbox.login('bob');
    expectError(await bob.post(`${projectBase}/configs`, registry('bobs-hub', 'hub.bob.io')), 403);
    expectOk(await alice.post(`${projectBase}/configs`, registry('bobs-hub', 'hub.bob.io')));
    expectOk(await bob.get(`${projectBase}/configs`));
    expectOk(await bob.get(`${projectBase}/configs/bobs-hub`));
    const update = { alias: 'Bob', properties: JSON.stringify({ registry: 'evil.io' }) };
    expectError(await bob.put(`${projectBase}/configs/bobs-hub`, update), 403);
    expectError(await bob.delete(`${projectBase}/configs/bobs-hub`), 403);
    const kept = await alice.get<Config>(`${projectBase}/configs/bobs-hub`);
    expect(kept.body.properties).toEqual({ registry: 'hub.bob.io' });
    expectOk(await alice.get(`${projectBase}/config_templates`));
    const distribution = {
      name: 'distribute-bobs-hub',
      configs: [{ name: 'bobs-hub', namespace: 'default' }],
      targets: [{ clusterName: 'local', namespace: 'default' }],
    };
    expectError(await bob.post(`${projectBase}/distributions`, distribution), 403);
    expectOk(await alice.post(`${projectBase}/distributions`, distribution));
    expectOk(await alice.get(`${projectBase}/providers`));
    await admin.post('/api/v1/projects', { name: 'shop' });
    expectError(await alice.get('/api/v1/projects/shop/configs'), 403);
  });
});
