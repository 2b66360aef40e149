import type { Schemas } from '../testing';
import { createSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';

type Permission = Schemas['v1.PermissionBase'];
type RoleList = Schemas['v1.ListRolesResponse'];

describe('platform roles and permissions', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = createSandbox();
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  it('starts with the ten built-in permissions and the admin role', async () => {
    const permissions = await admin.get<Permission[]>('/api/v1/permissions');
    expect(permissions.body.map((p) => p.name)).toEqual([
      'disable-cloudshell',
      'cluster-management',
      'project-management',
      'project-list',
      'addon-management',
      'target-management',
      'user-management',
      'role-management',
      'config-management',
      'admin',
    ]);
    expect(permissions.body.find((p) => p.name === 'disable-cloudshell')).toMatchObject({ effect: 'Deny' });
    const roles = await admin.get<RoleList>('/api/v1/roles');
    expect(roles.body).toMatchObject({
      total: 1,
      roles: [{ name: 'admin', permissions: [{ name: 'admin', alias: 'Admin' }] }],
    });
  });

  it('creates a permission with default actions and effect, refusing duplicates (15005) and no resources (15001)', async () => {
    const created = await admin.post<Permission>('/api/v1/permissions', {
      name: 'app-reader',
      alias: 'App Reader',
      resources: ['project:*/application:*'],
    });
    expect(created.body).toMatchObject({
      actions: ['*'],
      effect: 'Allow',
      resources: ['project:*/application:*'],
    });
    expectError(await admin.post('/api/v1/permissions', { name: 'app-reader', resources: ['x:*'] }), 15005);
    expectError(await admin.post('/api/v1/permissions', { name: 'empty', resources: [] }), 15001);
    expectError(
      await admin.post('/api/v1/permissions', { name: 'odd', resources: ['x:*'], effect: 'Maybe' }),
      400,
    );
  });

  it('creates, updates and deletes a role', async () => {
    const created = await admin.post<Schemas['v1.RoleBase']>('/api/v1/roles', {
      name: 'operator',
      alias: 'Operator',
      permissions: ['cluster-management', 'target-management'],
    });
    expect(created.body.permissions).toEqual([
      { name: 'cluster-management', alias: 'Cluster Management' },
      { name: 'target-management', alias: 'Target Management' },
    ]);
    const updated = await admin.put<Schemas['v1.RoleBase']>('/api/v1/roles/operator', {
      alias: 'Ops',
      permissions: ['project-list'],
    });
    expect(updated.body).toMatchObject({ alias: 'Ops', permissions: [{ name: 'project-list' }] });
    expectOk(await admin.delete('/api/v1/roles/operator'));
    expectError(await admin.delete('/api/v1/roles/operator'), 15003);
    expectError(await admin.put('/api/v1/roles/operator', { alias: 'x1', permissions: ['admin'] }), 15003);
  });

  it('refuses roles with unknown or no permissions (15001) and taken names (15002)', async () => {
    expectError(await admin.post('/api/v1/roles', { name: 'r1', alias: 'R1', permissions: [] }), 15001);
    expectError(
      await admin.post('/api/v1/roles', { name: 'r1', alias: 'R1', permissions: ['ghost'] }),
      15001,
    );
    expectError(
      await admin.post('/api/v1/roles', { name: 'admin', alias: 'Again', permissions: ['admin'] }),
      15002,
    );
  });

  it('keeps a permission while a role uses it (15006) and reports a missing one with 15003', async () => {
    expectError(await admin.delete('/api/v1/permissions/admin'), 15006);
    expectError(await admin.delete('/api/v1/permissions/ghost'), 15003);
    expectOk(await admin.delete('/api/v1/permissions/project-list'));
    const names = (await admin.get<Permission[]>('/api/v1/permissions')).body.map((p) => p.name);
    expect(names).not.toContain('project-list');
  });

  it('grants a new platform role to a user, who can then use it', async () => {
    await admin.post('/api/v1/roles', {
      name: 'user-admin',
      alias: 'User Admin',
      permissions: ['user-management'],
    });
    const bob = await sandbox.login('bob');
    expectError(await bob.get('/api/v1/users'), 403);
    await admin.put('/api/v1/users/bob', { roles: ['user-admin'] });
    expectOk(await bob.get('/api/v1/users'));
    expectError(await bob.get('/api/v1/roles'), 403);
  });
});
