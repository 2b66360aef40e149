import type { Schemas } from '../testing';
import { createAccountsSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';

type Project = Schemas['v1.ProjectBase'];
type ProjectList = Schemas['v1.ListProjectResponse'];
type Members = Schemas['v1.ListProjectUsersResponse'];
type RoleList = Schemas['v1.ListRolesResponse'];
type Permission = Schemas['v1.PermissionBase'];

describe('projects', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = await createAccountsSandbox();
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  it('creates a project with six permissions, three default roles and the owner as project admin', async () => {
    const created = await admin.post<Project>('/api/v1/projects', {
      name: 'shop',
      alias: 'Shop',
      description: 'the shop',
      owner: 'alice',
    });
    expect(created.body).toMatchObject({
      name: 'shop',
      namespace: 'shop',
      owner: { name: 'alice', alias: 'Alice' },
    });

    const permissions = await admin.get<Permission[]>('/api/v1/projects/shop/permissions');
    expect(permissions.body.map((p) => p.name)).toEqual([
      'project-view',
      'app-management',
      'env-management',
      'role-management',
      'config-management',
      'pipeline-management',
    ]);
    expect(permissions.body[1].resources).toEqual(['project:shop/application:*/*:*']);
    const roles = await admin.get<RoleList>('/api/v1/projects/shop/roles');
    expect(roles.body.roles.map((r) => r.name)).toEqual(['app-developer', 'project-admin', 'project-viewer']);
    const members = await admin.get<Members>('/api/v1/projects/shop/users');
    expect(members.body).toMatchObject({
      total: 1,
      users: [{ name: 'alice', alias: 'Alice', userRoles: ['project-admin'] }],
    });
  });

  it('makes the caller the owner when none is given', async () => {
    const created = await admin.post<Project>('/api/v1/projects', { name: 'mine' });
    expect(created.body.owner).toEqual({ name: 'admin', alias: 'Administrator' });
  });

  it('refuses a taken name (30001), an unknown owner (30010), a bad name (400) and a missing project (30002)', async () => {
    expectError(await admin.post('/api/v1/projects', { name: 'default' }), 30001);
    expectError(await admin.post('/api/v1/projects', { name: 'p2', owner: 'ghost' }), 30010);
    expectError(await admin.post('/api/v1/projects', { name: 'Not Valid' }), 400);
    expectError(await admin.get('/api/v1/projects/ghost'), 30002);
    expectError(await admin.get('/api/v1/projects/ghost/users'), 30002);
  });

  it('updates alias, description and owner; the new owner joins as project admin', async () => {
    await admin.post('/api/v1/projects', { name: 'shop', alias: 'Shop' });
    const updated = await admin.put<Project>('/api/v1/projects/shop', {
      alias: 'The Shop',
      description: 'changed',
      owner: 'bob',
    });
    expect(updated.body).toMatchObject({ alias: 'The Shop', description: 'changed', owner: { name: 'bob' } });
    const members = await admin.get<Members>('/api/v1/projects/shop/users');
    expect(members.body.users.map((u) => [u.name, u.userRoles])).toEqual([
      ['bob', ['project-admin']],
      ['admin', ['project-admin']],
    ]);
    expectError(await admin.put('/api/v1/projects/shop', { owner: 'ghost' }), 30010);
  });

  it('deletes a project with its roles, permissions and members, but not one that still has envs', async () => {
    await admin.post('/api/v1/projects', { name: 'shop' });
    expectOk(await admin.delete('/api/v1/projects/shop'));
    expectError(await admin.get('/api/v1/projects/shop'), 30002);
    await admin.post('/api/v1/projects', { name: 'shop' });
    expect((await admin.get<RoleList>('/api/v1/projects/shop/roles')).body.total).toBe(3);
    expectError(await admin.delete('/api/v1/projects/default'), 30006);
  });

  it('lists newest first with paging and a true total', async () => {
    for (const name of ['p1', 'p2', 'p3', 'p4', 'p5', 'p6']) await admin.post('/api/v1/projects', { name });
    const all = await admin.get<ProjectList>('/api/v1/projects');
    expect(all.body.total).toBe(7);
    expect(all.body.projects.map((p) => p.name)).toEqual(['p6', 'p5', 'p4', 'p3', 'p2', 'p1', 'default']);
    const page = await admin.get<ProjectList>('/api/v1/projects?page=2&pageSize=5');
    expect(page.body.projects.map((p) => p.name)).toEqual(['p1', 'default']);
    expect(page.body.total).toBe(7);

    // A list answered before a change is not answered again after it: the new alias shows at once.
    expectOk(await admin.put('/api/v1/projects/p6', { alias: 'Six', owner: 'admin' }));
    const again = await admin.get<ProjectList>('/api/v1/projects');
    expect(again.body.projects.find((p) => p.name === 'p6')?.alias).toBe('Six');
  });
});

describe('project members, roles and permissions', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = await createAccountsSandbox();
    admin = await sandbox.login('admin');
    await admin.post('/api/v1/users', {
      name: 'carol',
      alias: 'Carol',
      email: 'c@example.com',
      password: 'Carol1234',
      roles: [],
    });
  });
  afterEach(() => sandbox.close());

  it('adds, updates and removes a member; refuses foreign roles (30008) and duplicates (30009)', async () => {
    const added = await admin.post<Schemas['v1.ProjectUserBase']>('/api/v1/projects/default/users', {
      userName: 'carol',
      userRoles: ['project-viewer'],
    });
    expect(added.body).toMatchObject({ name: 'carol', alias: 'Carol', userRoles: ['project-viewer'] });
    expectError(
      await admin.post('/api/v1/projects/default/users', {
        userName: 'carol',
        userRoles: ['project-viewer'],
      }),
      30009,
    );
    expectError(await admin.put('/api/v1/projects/default/users/carol', { userRoles: ['admin'] }), 30008);
    const updated = await admin.put('/api/v1/projects/default/users/carol', { userRoles: ['app-developer'] });
    expect(updated.body).toMatchObject({ userRoles: ['app-developer'] });
    expectOk(await admin.delete('/api/v1/projects/default/users/carol'));
    expectError(await admin.delete('/api/v1/projects/default/users/carol'), 404);
    expectError(
      await admin.post('/api/v1/projects/default/users', { userName: 'carol', userRoles: ['ghost'] }),
      30008,
    );
    expectError(
      await admin.post('/api/v1/projects/default/users', { userName: 'ghost', userRoles: [] }),
      404,
    );
  });

  it('pages members newest first', async () => {
    const members = await admin.get<Members>('/api/v1/projects/default/users?page=1&pageSize=5');
    expect(members.body.users.map((u) => u.name)).toEqual(['bob', 'alice', 'admin']);
    expect(members.body.total).toBe(3);
  });

  it('manages project roles and permissions within the project scope', async () => {
    const afterCreate = await admin.post<Permission[]>('/api/v1/projects/default/permissions', {
      name: 'app-reader',
      alias: 'App Reader',
      resources: ['project:default/application:*'],
      actions: ['detail', 'list'],
    });
    expect(afterCreate.body.map((p) => p.name)).toContain('app-reader');

    const role = await admin.post<Schemas['v1.RoleBase']>('/api/v1/projects/default/roles', {
      name: 'reader',
      alias: 'Reader',
      permissions: ['app-reader'],
    });
    expect(role.body.permissions).toEqual([{ name: 'app-reader', alias: 'App Reader' }]);
    expectError(
      await admin.post('/api/v1/projects/default/roles', { name: 'r2', alias: 'R2', permissions: ['admin'] }),
      15001,
    );
    expectError(await admin.delete('/api/v1/projects/default/permissions/app-reader'), 15006);

    await admin.post('/api/v1/projects/default/users', { userName: 'carol', userRoles: ['reader'] });
    const carol = await sandbox.login('carol', 'Carol1234');
    const info = await carol.get<Schemas['v1.LoginUserInfoResponse']>('/api/v1/auth/user_info');
    expect(info.body.projectPermissions.default.map((p) => p.name)).toEqual(['app-reader', 'cloudshell']);

    await admin.put('/api/v1/projects/default/roles/reader', {
      alias: 'Reader',
      permissions: ['project-view'],
    });
    expectOk(await admin.delete('/api/v1/projects/default/roles/reader'));
    const afterDelete = await admin.delete<Permission[]>('/api/v1/projects/default/permissions/app-reader');
    expect(afterDelete.body.map((p) => p.name)).not.toContain('app-reader');
  });

  it('keeps same-named roles apart across projects', async () => {
    await admin.post('/api/v1/projects', { name: 'other' });
    await admin.delete('/api/v1/projects/other/roles/project-viewer');
    const defaults = await admin.get<RoleList>('/api/v1/projects/default/roles');
    expect(defaults.body.roles.map((r) => r.name)).toContain('project-viewer');
  });
});
