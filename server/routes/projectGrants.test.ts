import type { ErrorBody } from '../errors';
import type { Schemas } from '../testing';
import { createSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';

type Project = Schemas['v1.ProjectBase'];

const shop = '/api/v1/projects/team-shop';

function permission(name: string, resources: string[], actions: string[]) {
  return { name, alias: name, resources, actions };
}

/** grace is the Project Admin of team-shop (and a Project Viewer of team-data) in the demo data. */
describe('what a Project Admin may grant in her project', () => {
  let sandbox: Sandbox;
  let admin: Session;
  let grace: Session;
  beforeEach(async () => {
    sandbox = createSandbox();
    admin = await sandbox.login('admin');
    grace = await sandbox.login('grace');
  });
  afterEach(() => sandbox.close());

  it('refuses her a permission on anything beyond her project or wider than she holds', async () => {
    for (const [resources, actions] of [
      [['*'], ['*']],
      [['*:*'], ['detail']],
      [['project:team-shop/*'], ['*']],
      [['project:*'], ['list']],
      [['project:team-data/application:*/*'], ['*']],
      [['user:*'], ['*']],
      [['cluster:*/*'], ['list']],
      [['project:team-shop'], ['update']],
      [['project:team-shop'], ['delete']],
      [['project:team-shop/application:*/*', 'project:team-shop'], ['*']],
    ]) {
      const refused = await grace.post(`${shop}/permissions`, permission('wider', resources, actions));
      expectError(refused, 403);
      expect((refused.body as ErrorBody).Message).toMatch(/^403 Forbidden: you cannot grant /);
    }
    const names = await admin.get<{ name: string }[]>(`${shop}/permissions`);
    expect(names.body.map((stored) => stored.name)).not.toContain('wider');
  });

  it('lets her grant what she holds inside her project', async () => {
    const within = [
      permission('apps', ['project:team-shop/application:*/*'], ['*']),
      permission('one-app', ['project:team-shop/application:cart/component:*'], ['update']),
      permission('look', ['project:team-shop', 'project:team-shop/environment:*'], ['detail', 'list']),
      permission('apps-any-action', ['project:team-shop/application:*/*'], []),
    ];
    for (const granted of within) expectOk(await grace.post(`${shop}/permissions`, granted));
    expectOk(await grace.post(`${shop}/roles`, { name: 'cart-dev', permissions: ['one-app', 'look'] }));
    expectOk(await grace.post(`${shop}/users`, { userName: 'henry', userRoles: ['cart-dev'] }));
  });

  it('refuses her a role, or a member, that carries a permission she could not grant', async () => {
    expectOk(await admin.post(`${shop}/permissions`, permission('everything', ['*'], ['*'])));
    expectOk(await admin.post(`${shop}/roles`, { name: 'everything', permissions: ['everything'] }));

    expectError(await grace.post(`${shop}/roles`, { name: 'mine', permissions: ['everything'] }), 403);
    const adminRole = (await grace.get<Schemas['v1.ListRolesResponse']>(`${shop}/roles`)).body.roles.find(
      (role) => role.name === 'project-admin',
    );
    const widened = [...(adminRole?.permissions ?? []).map((held) => held.name), 'everything'];
    expectError(await grace.put(`${shop}/roles/project-admin`, { permissions: widened }), 403);
    expectError(await grace.put(`${shop}/users/grace`, { userRoles: ['project-admin', 'everything'] }), 403);
    expectError(await grace.post(`${shop}/users`, { userName: 'henry', userRoles: ['everything'] }), 403);

    const members = await admin.get<Schemas['v1.ListProjectUsersResponse']>(`${shop}/users`);
    expect(members.body.users.find((member) => member.name === 'grace')?.userRoles).toEqual([
      'project-admin',
    ]);
    expect(members.body.users.map((member) => member.name)).not.toContain('henry');
  });

  it('keeps the default Project Admin role working: members, roles and its own permissions', async () => {
    expectOk(await grace.post(`${shop}/users`, { userName: 'henry', userRoles: ['project-admin'] }));
    expectOk(await grace.put(`${shop}/users/henry`, { userRoles: ['app-developer', 'project-viewer'] }));
    const roles = (await grace.get<Schemas['v1.ListRolesResponse']>(`${shop}/roles`)).body.roles;
    for (const role of roles) {
      const permissions = role.permissions.map((held) => held.name);
      expectOk(await grace.put(`${shop}/roles/${role.name}`, { alias: role.alias, permissions }));
    }
  });

  it('never lets her project roles change the owner or delete the project', async () => {
    expectOk(
      await admin.post(`${shop}/permissions`, permission('project-edit', ['project:team-shop'], ['*'])),
    );
    expectOk(await admin.post(`${shop}/roles`, { name: 'project-edit', permissions: ['project-edit'] }));
    expectOk(await admin.put(`${shop}/users/grace`, { userRoles: ['project-admin', 'project-edit'] }));

    expectOk(await grace.put(shop, { alias: 'Shop', description: 'Our shop', owner: 'admin' }));
    const taken = await grace.put(shop, { alias: 'Shop', owner: 'grace' });
    expectError(taken, 403);
    expect((taken.body as ErrorBody).Message).toBe(
      '403 Forbidden: you have no permission to update project:team-shop',
    );
    expectError(await grace.delete(shop), 403);
    expect((await admin.get<Project>(shop)).body.owner?.name).toBe('admin');

    expectOk(await admin.put(shop, { alias: 'Shop', owner: 'grace' }));
    expect((await admin.get<Project>(shop)).body.owner?.name).toBe('grace');
  });
});
