import { createSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';

describe('RBAC on the platform routes (facts §3 route table)', () => {
  let sandbox: Sandbox;
  let admin: Session;
  let alice: Session;
  let bob: Session;
  beforeAll(async () => {
    sandbox = createSandbox();
    admin = await sandbox.login('admin');
    alice = await sandbox.login('alice');
    bob = await sandbox.login('bob');
  });
  afterAll(() => sandbox.close());

  it('refuses platform administration to users without platform roles', async () => {
    const forbidden = await alice.get('/api/v1/users');
    expectError(forbidden, 403);
    expect(forbidden.body).toMatchObject({ BusinessCode: 403 });
    expectError(await alice.post('/api/v1/projects', { name: 'mine' }), 403);
    expectError(await alice.get('/api/v1/projects'), 403);
    expectError(await alice.get('/api/v1/roles'), 403);
    expectError(await alice.get('/api/v1/permissions'), 403);
    expectError(await alice.put('/api/v1/system_info', { enableCollection: false, loginType: 'local' }), 403);
    expectError(await bob.get('/api/v1/users/bob'), 403);
  });

  it('lets any signed-in user read system info and their own user info', async () => {
    expectOk(await alice.get('/api/v1/system_info'));
    expectOk(await bob.get('/api/v1/auth/user_info'));
  });

  it('lets project members read their project, its members, roles and permissions', async () => {
    for (const member of [alice, bob]) {
      expectOk(await member.get('/api/v1/projects/default'));
      expectOk(await member.get('/api/v1/projects/default/users'));
      expectOk(await member.get('/api/v1/projects/default/roles'));
      expectOk(await member.get('/api/v1/projects/default/permissions'));
      expectOk(await member.get('/api/v1/projects/default/targets'));
    }
  });

  it('keeps project administration for project admins', async () => {
    for (const member of [alice, bob]) {
      expectError(await member.put('/api/v1/projects/default', { alias: 'Mine' }), 403);
      expectError(await member.delete('/api/v1/projects/default'), 403);
      expectError(
        await member.post('/api/v1/projects/default/users', { userName: 'admin', userRoles: [] }),
        403,
      );
      expectError(await member.delete('/api/v1/projects/default/users/admin'), 403);
      expectError(
        await member.post('/api/v1/projects/default/roles', { name: 'x1', alias: 'X1', permissions: [] }),
        403,
      );
    }
  });

  it('keeps project permission writes for role managers, not a Project Viewer', async () => {
    const byBob = { name: 'by-bob', resources: ['project:default/*'], actions: ['*'] };
    expectError(await bob.post('/api/v1/projects/default/permissions', byBob), 403);
    expectError(await bob.delete('/api/v1/projects/default/permissions/app-management'), 403);
    const names = await bob.get<{ name: string }[]>('/api/v1/projects/default/permissions');
    expect(names.body.map((permission) => permission.name)).toContain('app-management');
    expect(names.body.map((permission) => permission.name)).not.toContain('by-bob');
    expectOk(await admin.post('/api/v1/projects/default/permissions', byBob));
    expectOk(await admin.delete('/api/v1/projects/default/permissions/by-bob'));
  });

  it('gives a project admin the members and roles of that project only, not the project record', async () => {
    await admin.post('/api/v1/projects', { name: 'shop', owner: 'alice' });
    expectOk(
      await alice.post('/api/v1/projects/shop/users', { userName: 'bob', userRoles: ['project-viewer'] }),
    );
    expectOk(
      await alice.post('/api/v1/projects/shop/roles', {
        name: 'dev',
        alias: 'Dev',
        permissions: ['project-view'],
      }),
    );
    expectError(await alice.put('/api/v1/projects/shop', { alias: 'Alice Shop' }), 403);
    expectError(await alice.post('/api/v1/projects/default/users', { userName: 'bob', userRoles: [] }), 403);
    expectError(await bob.put('/api/v1/projects/shop', { alias: 'Bob Shop' }), 403);
    expectOk(await admin.delete('/api/v1/projects/shop'));
  });

  it('lets a deny rule win over the admin permission', async () => {
    await admin.post('/api/v1/permissions', {
      name: 'keep-default',
      alias: 'Keep Default',
      resources: ['project:default'],
      actions: ['update'],
      effect: 'Deny',
    });
    await admin.post('/api/v1/roles', { name: 'guarded', alias: 'Guarded', permissions: ['keep-default'] });
    await admin.put('/api/v1/users/admin', { roles: ['admin', 'guarded'] });
    expectError(await admin.put('/api/v1/projects/default', { alias: 'Changed' }), 403);
    expectOk(await admin.get('/api/v1/projects/default'));
    await admin.put('/api/v1/users/admin', { roles: ['admin'] });
    expectOk(await admin.put('/api/v1/projects/default', { alias: 'Default' }));
  });

  it('checks the token before the permission', async () => {
    expectError(await sandbox.request('GET', '/api/v1/users'), 12006);
  });
});
