import type { Schemas } from '../testing';
import { createAccountsSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';

type TargetList = Schemas['v1.ListTargetResponse'];
type Target = Schemas['v1.DetailTargetResponse'];

function targetBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'dev',
    alias: 'Dev',
    project: 'default',
    cluster: { clusterName: 'local', namespace: 'dev' },
    variable: { region: 'cn-hangzhou' },
    ...overrides,
  };
}

describe('targets', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = await createAccountsSandbox();
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  it('creates a target with its namespace and shows cluster and project aliases', async () => {
    const created = await admin.post<Target>('/api/v1/targets', targetBody());
    expect(created.body).toMatchObject({
      name: 'dev',
      cluster: { clusterName: 'local', namespace: 'dev' },
      clusterAlias: 'Local Cluster',
      project: { name: 'default', alias: 'Default' },
      variable: { region: 'cn-hangzhou' },
    });
    const namespace = await admin.post('/api/v1/clusters/local/namespaces', { namespace: 'dev' });
    expect(namespace.body).toEqual({ exists: true });
    const detail = await admin.get<Target>('/api/v1/targets/dev');
    expect(detail.body).toEqual(created.body);
  });

  it('defaults the cluster to a namespace named like the target in the local cluster', async () => {
    const created = await admin.post<Target>('/api/v1/targets', targetBody({ cluster: undefined }));
    expect(created.body.cluster).toEqual({ clusterName: 'local', namespace: 'dev' });
  });

  it('lists newest first, pages, and filters by project', async () => {
    await admin.post('/api/v1/projects', { name: 'shop' });
    await admin.post('/api/v1/targets', targetBody());
    await admin.post('/api/v1/targets', targetBody({ name: 'shop-dev', project: 'shop' }));
    const all = await admin.get<TargetList>('/api/v1/targets');
    expect(all.body.targets.map((t) => t.name)).toEqual(['shop-dev', 'dev', 'default']);
    // pageSize is clamped to at least 5, so a second page is empty here.
    const page = await admin.get<TargetList>('/api/v1/targets?page=2&pageSize=2');
    expect(page.body).toEqual({ total: 3, targets: [] });
    const shop = await admin.get<TargetList>('/api/v1/targets?project=shop');
    expect(shop.body).toMatchObject({ total: 1, targets: [{ name: 'shop-dev' }] });
    const projectTargets = await admin.get<TargetList>('/api/v1/projects/shop/targets');
    expect(projectTargets.body.targets.map((t) => t.name)).toEqual(['shop-dev']);
  });

  it('refuses taken names, empty namespaces, unknown projects and clusters, and bad fields', async () => {
    expectError(await admin.post('/api/v1/targets', targetBody({ name: 'default' })), 80001);
    const noNamespace = targetBody({ cluster: { clusterName: 'local', namespace: '' } });
    expectError(await admin.post('/api/v1/targets', noNamespace), 80005);
    expectError(await admin.post('/api/v1/targets', targetBody({ project: 'ghost' })), 30002);
    const ghostCluster = targetBody({ cluster: { clusterName: 'ghost', namespace: 'dev' } });
    expectError(await admin.post('/api/v1/targets', ghostCluster), 40003);
    expectError(await admin.post('/api/v1/targets', targetBody({ project: '' })), 400);
    expectError(await admin.post('/api/v1/targets', targetBody({ alias: 'x' })), 400);
    expectError(await admin.get('/api/v1/targets/ghost'), 80002);
    expectError(await admin.put('/api/v1/targets/ghost', { alias: 'Ghost' }), 80002);
  });

  it('replaces alias, description and variables on update', async () => {
    await admin.post('/api/v1/targets', targetBody());
    const updated = await admin.put<Target>('/api/v1/targets/dev', { alias: 'Development' });
    expect(updated.body).toMatchObject({ alias: 'Development', description: '', variable: {} });
  });

  it('deletes a target nobody uses', async () => {
    await admin.post('/api/v1/targets', targetBody());
    const deleted = await admin.delete('/api/v1/targets/dev');
    expect(deleted.body).toEqual({ status: 'success' });
    expectError(await admin.get('/api/v1/targets/dev'), 80002);
    expectError(await admin.delete('/api/v1/targets/dev'), 80002);
  });

  it('reports a target as in use to a caller without projects, as the real server does', async () => {
    await admin.post('/api/v1/roles', { name: 'targets', permissions: ['target-management'] });
    await admin.post('/api/v1/users', {
      name: 'carol',
      email: 'carol@example.com',
      password: 'VelaUX12345',
      roles: ['targets'],
    });
    const carol = await sandbox.login('carol');
    await admin.post('/api/v1/targets', targetBody());
    expectError(await carol.delete('/api/v1/targets/dev'), 80003);
  });

  it('keeps targets from app developers', async () => {
    const alice = await sandbox.login('alice');
    expectError(await alice.get('/api/v1/targets'), 403);
    expectError(await alice.post('/api/v1/targets', targetBody()), 403);
    expectError(await alice.delete('/api/v1/targets/default'), 403);
    expectOk(await admin.get('/api/v1/targets/default'));
  });
});
