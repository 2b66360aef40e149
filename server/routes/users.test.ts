import type { Schemas } from '../testing';
import { createAccountsSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';

type UserList = Schemas['v1.ListUserResponse'];
type DetailUser = Schemas['v1.DetailUserResponse'];

describe('platform users', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = await createAccountsSandbox();
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  const newUser = (name: string, extra: object = {}) => ({
    name,
    alias: name.toUpperCase(),
    email: `${name}@example.com`,
    password: 'Passw0rd1',
    roles: [],
    ...extra,
  });

  it('creates, reads, updates and deletes a user', async () => {
    const created = await admin.post<Schemas['v1.UserBase']>(
      '/api/v1/users',
      newUser('dave', { roles: ['admin'] }),
    );
    expectOk(created);
    expect(created.body).toMatchObject({ name: 'dave', alias: 'DAVE', disabled: false });
    expect(created.body).not.toHaveProperty('password');

    const detail = await admin.get<DetailUser>('/api/v1/users/dave');
    expect(detail.body.roles).toEqual([{ name: 'admin', alias: 'Admin' }]);
    expect(detail.body.projects).toEqual([]);

    const updated = await admin.put('/api/v1/users/dave', { alias: 'Dave D', roles: [] });
    expect(updated.body).toMatchObject({ alias: 'Dave D' });
    expect((await admin.get<DetailUser>('/api/v1/users/dave')).body.roles).toEqual([]);

    expectOk(await admin.delete('/api/v1/users/dave'));
    expectError(await admin.get('/api/v1/users/dave'), 404);
  });

  it('changes the password on update, so the new one signs in', async () => {
    await admin.post('/api/v1/users', newUser('erin'));
    await admin.put('/api/v1/users/erin', { password: 'NewPass99', roles: [] });
    expectError(
      await sandbox.request('POST', '/api/v1/auth/login', {
        body: { username: 'erin', password: 'Passw0rd1' },
      }),
      14007,
    );
    await sandbox.login('erin', 'NewPass99');
  });

  it('lets an email be set once only (14001)', async () => {
    await admin.post('/api/v1/users', newUser('frank', { email: '' }));
    expectOk(await admin.put('/api/v1/users/frank', { email: 'frank@example.com', roles: [] }));
    expectOk(await admin.put('/api/v1/users/frank', { email: 'frank@example.com', roles: [] }));
    expectError(await admin.put('/api/v1/users/frank', { email: 'other@example.com', roles: [] }), 14001);
  });

  it('disables and enables, refusing to do either twice (14002, 14003)', async () => {
    expectOk(await admin.get('/api/v1/users/alice/disable'));
    expect((await admin.get<DetailUser>('/api/v1/users/alice')).body.disabled).toBe(true);
    expectError(await admin.get('/api/v1/users/alice/disable'), 14002);
    expectOk(await admin.get('/api/v1/users/alice/enable'));
    expectError(await admin.get('/api/v1/users/alice/enable'), 14003);
  });

  it('validates fields and refuses a taken name or an unknown platform role', async () => {
    expectError(await admin.post('/api/v1/users', newUser('Bad_Name')), 400);
    expectError(await admin.post('/api/v1/users', newUser('gina', { password: 'abc' })), 400);
    expectError(await admin.post('/api/v1/users', newUser('gina', { email: 'gina' })), 400);
    expectError(await admin.post('/api/v1/users', newUser('gina', { alias: 'x' })), 400);
    expectError(await admin.post('/api/v1/users', newUser('gina', { roles: ['ghost'] })), 15003);
    const duplicate = await admin.post('/api/v1/users', newUser('alice'));
    expectError(duplicate, 400);
    expect(duplicate.body).toMatchObject({ Message: 'the user alice already exists' });
  });

  it('removes project memberships with the user', async () => {
    await admin.delete('/api/v1/users/alice');
    const members = await admin.get<Schemas['v1.ListProjectUsersResponse']>('/api/v1/projects/default/users');
    expect(members.body.users.map((u) => u.name)).not.toContain('alice');
  });

  it('lists newest first, pages with a true total and filters by substring', async () => {
    for (const name of ['u1', 'u2', 'u3', 'u4', 'u5', 'u6']) await admin.post('/api/v1/users', newUser(name));
    const all = await admin.get<UserList>('/api/v1/users');
    expect(all.body.total).toBe(9);
    expect(all.body.users.map((u) => u.name).slice(0, 3)).toEqual(['u6', 'u5', 'u4']);
    expect(all.body.users[0].projects).toEqual([]);

    const page2 = await admin.get<UserList>('/api/v1/users?page=2&pageSize=5');
    expect(page2.body.users.map((u) => u.name)).toEqual(['u1', 'bob', 'alice', 'admin']);
    expect(page2.body.total).toBe(9);

    const clamped = await admin.get<UserList>('/api/v1/users?page=1&pageSize=1');
    expect(clamped.body.users).toHaveLength(5);

    const byName = await admin.get<UserList>('/api/v1/users?name=li');
    expect(byName.body).toMatchObject({ total: 1, users: [{ name: 'alice' }] });
    const byEmail = await admin.get<UserList>('/api/v1/users?email=bob@');
    expect(byEmail.body.users.map((u) => u.name)).toEqual(['bob']);
    const byAlias = await admin.get<UserList>('/api/v1/users?alias=Admin');
    expect(byAlias.body.users.map((u) => u.name)).toEqual(['admin']);

    expectError(await admin.get('/api/v1/users?page=abc'), 400);
  });

  it('lists roles with aliases on each user', async () => {
    const list = await admin.get<UserList>('/api/v1/users?name=admin');
    expect(list.body.users[0].roles).toEqual([{ name: 'admin', alias: 'Admin' }]);
  });
});
