import type { Schemas } from '../testing';
import { createAccountsSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';

type EnvList = Schemas['v1.ListEnvResponse'];
type Env = Schemas['v1.Env'];

function envBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: 'dev', alias: 'Dev', project: 'default', namespace: '', targets: [], ...overrides };
}

describe('environments', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = await createAccountsSandbox();
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  async function addTarget(name: string, project = 'default'): Promise<void> {
    const cluster = { clusterName: 'local', namespace: name };
    expectOk(await admin.post('/api/v1/targets', { name, project, cluster }));
  }

  it('creates an environment whose namespace defaults to its name', async () => {
    await addTarget('dev-target');
    const created = await admin.post<Env>(
      '/api/v1/envs?project=default',
      envBody({ targets: ['dev-target'] }),
    );
    expect(created.body).toMatchObject({
      name: 'dev',
      namespace: 'dev',
      project: { name: 'default', alias: 'Default' },
      targets: [{ name: 'dev-target', alias: '' }],
    });
    const namespace = await admin.post('/api/v1/clusters/local/namespaces', { namespace: 'dev' });
    expect(namespace.body).toEqual({ exists: true });
  });

  it('lists only environments of projects the caller is a member of', async () => {
    await admin.post('/api/v1/projects', { name: 'shop', owner: 'admin' });
    await admin.post('/api/v1/envs?project=shop', envBody({ name: 'shop-dev', project: 'shop' }));
    const mine = await admin.get<EnvList>('/api/v1/envs');
    expect(mine.body.envs.map((e) => e.name)).toEqual(['shop-dev', 'default']);
    expect(mine.body.total).toBe(2);
    expect((await admin.get<EnvList>('/api/v1/envs?project=shop')).body.total).toBe(1);

    const alice = await sandbox.login('alice');
    const hers = await alice.get<EnvList>('/api/v1/envs');
    expect(hers.body).toMatchObject({
      total: 1,
      envs: [{ name: 'default', targets: [{ name: 'default' }] }],
    });
    expect(await alice.get('/api/v1/envs?project=shop')).toMatchObject({ body: { envs: [], total: 0 } });
    const paged = await admin.get<EnvList>('/api/v1/envs?page=2&pageSize=5');
    expect(paged.body).toEqual({ envs: [], total: 2 });
  });

  it('lets an app developer manage environments of her project only', async () => {
    const alice = await sandbox.login('alice');
    expectOk(await alice.post('/api/v1/envs?project=default', envBody()));
    expectOk(await alice.put('/api/v1/envs/dev', { alias: 'Development' }));
    expectOk(await alice.delete('/api/v1/envs/dev'));
    await admin.post('/api/v1/projects', { name: 'shop' });
    expectError(await alice.post('/api/v1/envs?project=shop', envBody({ project: 'shop' })), 403);
  });

  it('refuses taken names and namespaces, target conflicts and unknown targets or projects', async () => {
    expectError(await admin.post('/api/v1/envs?project=default', envBody({ name: 'default' })), 11001);
    const sameNamespace = envBody({ namespace: 'default' });
    expectError(await admin.post('/api/v1/envs?project=default', sameNamespace), 11004);
    const takenTarget = envBody({ targets: ['default'] });
    expectError(await admin.post('/api/v1/envs?project=default', takenTarget), 11006);
    expectError(await admin.post('/api/v1/envs?project=default', envBody({ targets: ['ghost'] })), 80002);
    await admin.post('/api/v1/projects', { name: 'shop' });
    await addTarget('shop-target', 'shop');
    const foreign = envBody({ targets: ['shop-target'] });
    expectError(await admin.post('/api/v1/envs?project=default', foreign), 80002);
    expectError(await admin.post('/api/v1/envs?project=ghost', envBody({ project: 'ghost' })), 30002);
    expectError(await admin.post('/api/v1/envs?project=default', envBody({ name: 'Dev!' })), 400);
  });

  it('binds a target of another environment when conflicts are allowed', async () => {
    const shared = envBody({ targets: ['default'], allowTargetConflict: true });
    const created = await admin.post<Env>('/api/v1/envs?project=default', shared);
    expect(created.body.targets).toEqual([{ name: 'default', alias: 'Default' }]);
  });

  it('updates alias, description and targets; empty values keep the current ones', async () => {
    await addTarget('t1');
    await addTarget('t2');
    await admin.post('/api/v1/envs?project=default', envBody({ description: 'first', targets: ['t1'] }));
    const updated = await admin.put<Env>('/api/v1/envs/dev', { alias: '', targets: ['t2'] });
    expect(updated.body).toMatchObject({ alias: 'Dev', description: 'first', targets: [{ name: 't2' }] });
    const kept = await admin.put<Env>('/api/v1/envs/dev', { description: 'second' });
    expect(kept.body).toMatchObject({ description: 'second', targets: [{ name: 't2' }] });
    expectError(await admin.put('/api/v1/envs/dev', { targets: ['default'] }), 11006);
    expectError(await admin.put('/api/v1/envs/dev', { targets: ['ghost'] }), 80002);
    expectError(await admin.put('/api/v1/envs/ghost', { alias: 'Ghost' }), 11002);
  });

  it('deletes an environment without applications, and answers an unknown one with {}', async () => {
    await admin.post('/api/v1/envs?project=default', envBody());
    expect((await admin.delete('/api/v1/envs/dev')).body).toEqual({});
    expect((await admin.get<EnvList>('/api/v1/envs')).body.total).toBe(1);
    expect((await admin.delete('/api/v1/envs/dev')).body).toEqual({});
  });
});
