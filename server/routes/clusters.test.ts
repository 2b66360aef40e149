import { sampleKubeConfig } from '../runtime/clusterInfo';
import type { Schemas } from '../testing';
import {
  createAccountsSandbox,
  expectError,
  expectOk,
  nonWebAddresses,
  type Sandbox,
  type Session,
} from '../testing';

type ClusterList = Schemas['v1.ListClusterResponse'];
type Cluster = Schemas['v1.ClusterBase'];
type ClusterDetail = Schemas['v1.DetailClusterResponse'];

const prodKubeConfig = sampleKubeConfig('prod', 'https://10.0.0.2:6443');

function clusterBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: 'prod', alias: 'Production', icon: '', kubeConfig: prodKubeConfig, ...overrides };
}

describe('clusters', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = await createAccountsSandbox();
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  it('joins a cluster through its kubeconfig and lists it after the local cluster', async () => {
    const created = await admin.post<Cluster>('/api/v1/clusters', clusterBody({ labels: { tier: 'prod' } }));
    expect(created.body).toMatchObject({
      name: 'prod',
      alias: 'Production',
      status: 'Healthy',
      apiServerURL: 'https://10.0.0.2:6443',
      labels: { tier: 'prod' },
    });
    await admin.post('/api/v1/clusters', clusterBody({ name: 'edge', alias: 'Edge' }));

    const all = await admin.get<ClusterList>('/api/v1/clusters');
    expect(all.body.clusters.map((c) => c.name)).toEqual(['local', 'edge', 'prod']);
    const filtered = await admin.get<ClusterList>('/api/v1/clusters?query=ed&page=1&pageSize=5');
    expect(filtered.body).toMatchObject({ total: 3, clusters: [{ name: 'edge' }] });
  });

  it('shows the detail with simulated resources, the same on every call', async () => {
    await admin.post('/api/v1/clusters', clusterBody());
    const detail = await admin.get<ClusterDetail>('/api/v1/clusters/prod');
    expect(detail.body).toMatchObject({ name: 'prod', kubeConfig: prodKubeConfig, status: 'Healthy' });
    expect(detail.body.resourceInfo.cpuCapacity).toBeGreaterThan(detail.body.resourceInfo.cpuUsed);
    expect((await admin.get<ClusterDetail>('/api/v1/clusters/prod')).body.resourceInfo).toEqual(
      detail.body.resourceInfo,
    );
    expect((await admin.get<ClusterDetail>('/api/v1/clusters/local')).body.provider.provider).toBe('');
  });

  it('refuses the reserved name, a taken name, a kubeconfig secret, bad kubeconfigs and missing clusters', async () => {
    expectError(await admin.post('/api/v1/clusters', clusterBody({ name: 'local' })), 40007);
    await admin.post('/api/v1/clusters', clusterBody());
    expectError(await admin.post('/api/v1/clusters', clusterBody()), 40004);
    const secretOnly = clusterBody({ name: 'other', kubeConfig: '', kubeConfigSecret: 'kc' });
    expectError(await admin.post('/api/v1/clusters', secretOnly), 40001);
    expectError(await admin.post('/api/v1/clusters', clusterBody({ name: 'other', kubeConfig: '' })), 400);
    expectError(
      await admin.post('/api/v1/clusters', clusterBody({ name: 'other', kubeConfig: 'a: b' })),
      400,
    );
    expectError(await admin.post('/api/v1/clusters', clusterBody({ name: 'Bad Name' })), 400);
    expectError(await admin.get('/api/v1/clusters/ghost'), 40003);
    expectError(await admin.delete('/api/v1/clusters/ghost'), 40003);
  });

  it('refuses an icon or dashboard address that is not http(s), on join and on update', async () => {
    await admin.post('/api/v1/clusters', clusterBody());
    for (const field of ['icon', 'dashboardURL']) {
      for (const address of nonWebAddresses) {
        const joined = await admin.post<{ Message: string }>(
          '/api/v1/clusters',
          clusterBody({ name: 'edge', [field]: address }),
        );
        expectError(joined, 400);
        expect([address, joined.body.Message]).toEqual([
          address,
          `the field '${field}' must be an http or https URL`,
        ]);
        const updated = await admin.put('/api/v1/clusters/prod', clusterBody({ [field]: address }));
        expect([address, updated.status]).toEqual([address, 400]);
      }
    }
    expectError(await admin.get('/api/v1/clusters/edge'), 40003);
    const kept = await admin.get<ClusterDetail>('/api/v1/clusters/prod');
    expect([kept.body.icon, kept.body.dashboardURL]).toEqual(['', '']);
    const web = { icon: 'https://icons.example/k8s.svg', dashboardURL: 'http://dashboard.example' };
    expectOk(await admin.put('/api/v1/clusters/prod', clusterBody(web)));
    expect((await admin.get<ClusterDetail>('/api/v1/clusters/prod')).body).toMatchObject(web);
  });

  it('updates metadata in place and re-joins on a new name, but never touches the local cluster', async () => {
    await admin.post('/api/v1/clusters', clusterBody());
    const updated = await admin.put<Cluster>('/api/v1/clusters/prod', clusterBody({ alias: 'Prod' }));
    expect(updated.body).toMatchObject({ name: 'prod', alias: 'Prod' });
    const renamed = await admin.put<Cluster>('/api/v1/clusters/prod', clusterBody({ name: 'live' }));
    expect(renamed.body.name).toBe('live');
    expectError(await admin.get('/api/v1/clusters/prod'), 40003);

    const local = clusterBody({ name: 'local', kubeConfig: sampleKubeConfig('local', 'https://h:6443') });
    expectError(await admin.put('/api/v1/clusters/local', local), 40008);
    expectError(await admin.delete('/api/v1/clusters/local'), 40008);
    const deleted = await admin.delete<Cluster>('/api/v1/clusters/live');
    expect(deleted.body.name).toBe('live');
  });

  it('creates namespaces and tells when one exists already', async () => {
    const created = await admin.post('/api/v1/clusters/local/namespaces', { namespace: 'team-a' });
    expect(created.body).toEqual({ exists: false });
    const again = await admin.post('/api/v1/clusters/local/namespaces', { namespace: 'team-a' });
    expect(again.body).toEqual({ exists: true });
    const builtIn = await admin.post('/api/v1/clusters/local/namespaces', { namespace: 'kube-system' });
    expect(builtIn.body).toEqual({ exists: true });
    expectError(await admin.post('/api/v1/clusters/ghost/namespaces', { namespace: 'x' }), 40003);
    expectError(await admin.post('/api/v1/clusters/local/namespaces', { namespace: 'Not_Valid' }), 400);
  });

  it('lets an app developer neither list nor create clusters', async () => {
    const alice = await sandbox.login('alice');
    expectError(await alice.post('/api/v1/clusters', clusterBody()), 403);
    expectError(await alice.get('/api/v1/clusters'), 403);
    expectError(await alice.post('/api/v1/clusters/local/namespaces', { namespace: 'x' }), 403);
    expectOk(await admin.get('/api/v1/clusters'));
  });

  it("sends a cluster's kubeconfig only to who may change the cluster", async () => {
    await admin.post('/api/v1/clusters', clusterBody());
    await admin.post('/api/v1/permissions', {
      name: 'cluster-reader',
      resources: ['cluster:*'],
      actions: ['list', 'detail'],
    });
    await admin.post('/api/v1/roles', { name: 'cluster-viewer', permissions: ['cluster-reader'] });
    await admin.post('/api/v1/users', {
      name: 'carol',
      email: 'carol@example.com',
      password: 'VelaUX12345',
      roles: ['cluster-viewer'],
    });
    const carol = await sandbox.login('carol');
    const seen = await carol.get<ClusterDetail>('/api/v1/clusters/prod');
    expect(seen.body).toMatchObject({ name: 'prod', apiServerURL: 'https://10.0.0.2:6443', kubeConfig: '' });
    const managed = await admin.get<ClusterDetail>('/api/v1/clusters/prod');
    expect(managed.body.kubeConfig).toBe(prodKubeConfig);
  });
});
