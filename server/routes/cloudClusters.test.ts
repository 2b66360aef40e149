import type { Schemas } from '../testing';
import { createSandbox, expectError, nonWebAddresses, type Sandbox, type Session } from '../testing';

type CloudClusterList = Schemas['v1.ListCloudClusterResponse'];
type Cluster = Schemas['v1.ClusterBase'];
type Creation = Schemas['v1.CreateCloudClusterResponse'];
type Creations = Schemas['v1.ListCloudClusterCreationResponse'];

const keys = { accessKeyID: 'LTAI-sandbox', accessKeySecret: 'secret' };
const base = '/api/v1/clusters/cloud_clusters';

describe('cloud clusters', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = createSandbox({
      now: () => new Date('2024-05-01T10:00:00Z'),
      runtimeStepSeconds: 3,
      testHooks: true,
    });
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  it('lists the same aliyun clusters page by page', async () => {
    const all = await admin.post<CloudClusterList>(`${base}/aliyun`, keys);
    expect(all.body.total).toBe(5);
    expect(all.body.clusters[0]).toMatchObject({
      provider: 'aliyun',
      name: 'ack-production',
      status: 'running',
    });
    const page = await admin.post<CloudClusterList>(`${base}/aliyun?page=2&pageSize=5`, keys);
    expect(page.body).toEqual({ clusters: [], total: 5 });
    const again = await admin.post<CloudClusterList>(`${base}/aliyun`, keys);
    expect(again.body).toEqual(all.body);
  });

  it('refuses unknown providers (40000), blank keys (40013) and bad names (400)', async () => {
    expectError(await admin.post(`${base}/aws`, keys), 40000);
    expectError(await admin.post(`${base}/aliyun`, { accessKeyID: '', accessKeySecret: 'x' }), 40013);
    const blankSecret = { ...keys, accessKeySecret: ' ', clusterID: 'c1', name: 'x1', icon: '' };
    expectError(await admin.post(`${base}/aliyun/connect`, blankSecret), 40013);
    expectError(await admin.post(`${base}/aliyun/connect`, { ...blankSecret, name: 'Bad Name' }), 400);
  });

  it('connects a cloud cluster with its provider info and dashboard', async () => {
    const list = await admin.post<CloudClusterList>(`${base}/aliyun`, keys);
    const cloud = list.body.clusters[1];
    const connected = await admin.post<Cluster>(`${base}/aliyun/connect`, {
      ...keys,
      clusterID: cloud.id,
      name: 'staging',
      alias: 'Staging',
      icon: '',
    });
    expect(connected.body).toMatchObject({
      name: 'staging',
      apiServerURL: cloud.apiServerURL,
      dashboardURL: cloud.dashboardURL,
      providerInfo: { provider: 'aliyun', clusterID: cloud.id, regionID: 'cn-beijing' },
    });
    for (const icon of nonWebAddresses) {
      const hostile = { ...keys, clusterID: list.body.clusters[2].id, name: 'other', icon };
      const refused = await admin.post<{ Message: string }>(`${base}/aliyun/connect`, hostile);
      expectError(refused, 400);
      expect([icon, refused.body.Message]).toEqual([icon, "the field 'icon' must be an http or https URL"]);
    }
    const unknown = { ...keys, clusterID: 'c-none', name: 'other', icon: '' };
    expectError(await admin.post(`${base}/aliyun/connect`, unknown), 40005);
    const again = { ...keys, clusterID: cloud.id, name: 'staging', icon: '' };
    expectError(await admin.post(`${base}/aliyun/connect`, again), 40004);
  });

  it('buys a cluster whose creation moves from Initializing to Available with the clock', async () => {
    const order = { ...keys, name: 'bought', zone: 'cn-hongkong-b', workerNumber: 3 };
    const created = await admin.post<Creation>(`${base}/aliyun/create`, {
      ...order,
      cpuCoresPerWorker: 4,
      memoryPerWorker: 8,
    });
    expect(created.body).toEqual({ clusterName: 'bought', clusterID: '', status: 'Initializing' });
    expectError(await admin.post(`${base}/aliyun/create`, order), 40009);

    const statuses: string[] = [];
    for (const seconds of [3, 11, 1]) {
      await sandbox.request('POST', '/__test__/clock', { body: { advanceSeconds: seconds } });
      statuses.push((await admin.get<Creation>(`${base}/aliyun/creation/bought`)).body.status);
    }
    expect(statuses).toEqual(['ProvisioningAndChecking', 'ProvisioningAndChecking', 'Available']);
    const listed = await admin.get<Creations>(`${base}/aliyun/creation`);
    expect(listed.body.creations).toEqual([
      { clusterName: 'bought', clusterID: expect.stringMatching(/^c/), status: 'Available' },
    ]);
  });

  it('reports, advances and removes a creation', async () => {
    const clock = createSandbox({ runtimeStepSeconds: 0 });
    const session = await clock.login('admin');
    await session.post(`${base}/aliyun/create`, { ...keys, name: 'fast', zone: '' });
    const status = await session.get<Creation>(`${base}/aliyun/creation/fast`);
    expect(status.body.status).toBe('Available');
    expect(status.body.clusterID).toMatch(/^c[0-9a-f]{32}$/);
    const listed = await session.post<CloudClusterList>(`${base}/aliyun`, keys);
    expect(listed.body.clusters.map((c) => c.id)).toContain(status.body.clusterID);

    const removed = await session.delete<Creation>(`${base}/aliyun/creation/fast`);
    expect(removed.body.clusterName).toBe('fast');
    expectError(await session.get(`${base}/aliyun/creation/fast`), 40010);
    expectError(await session.delete(`${base}/aliyun/creation/fast`), 40010);
    await clock.close();
  });

  it('needs create on clusters', async () => {
    const alice = await sandbox.login('alice');
    expectError(await alice.post(`${base}/aliyun`, keys), 403);
    expectError(await alice.get(`${base}/aliyun/creation`), 403);
  });
});
