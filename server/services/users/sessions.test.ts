import type { Schemas } from '../../testing';
import {
  createSandbox,
  demoPassword,
  expectError,
  expectOk,
  type Sandbox,
  type Session,
} from '../../testing';

type Tokens = Schemas['v1.RefreshTokenResponse'];

describe('disabled users', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = createSandbox({ now: () => new Date('2025-01-01T00:00:00Z') });
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  const signIn = (username: string, password = demoPassword) =>
    sandbox.request('POST', '/api/v1/auth/login', { body: { username, password } });
  const refresh = (token: string) =>
    sandbox.request<Tokens>('GET', '/api/v1/auth/refresh_token', { headers: { RefreshToken: token } });

  it('revokes the access and refresh tokens of a user when they are disabled (12004)', async () => {
    const alice = await sandbox.login('alice');
    expectOk(await alice.get('/api/v1/applications?project=default'));
    expectOk(await admin.get('/api/v1/users/alice/disable'));

    expectError(await alice.get('/api/v1/auth/user_info'), 12004);
    expectError(await alice.get('/api/v1/applications?project=default'), 12004);
    expectError(await alice.post('/api/v1/applications/hello-world/deploy', {}), 12004);
    expectError(await refresh(alice.refreshToken), 12004);
  });

  it('refuses a disabled user at sign-in with the real code for it (14002), and only with the right password', async () => {
    expectOk(await admin.get('/api/v1/users/bob/disable'));
    expectError(await signIn('bob'), 14002);
    expectError(await signIn('bob', 'Wrong12345'), 14007);
  });

  it('lets a user sign in again once enabled, while the tokens from before stay revoked', async () => {
    const before = await sandbox.login('alice');
    expectOk(await admin.get('/api/v1/users/alice/disable'));
    expectOk(await admin.get('/api/v1/users/alice/enable'));

    expectError(await before.get('/api/v1/auth/user_info'), 12004);
    expectError(await refresh(before.refreshToken), 12004);

    const after = await sandbox.login('alice');
    expectOk(await after.get('/api/v1/auth/user_info'));
    const renewed = await refresh(after.refreshToken);
    expectOk(renewed);
    expectOk(await sandbox.request('GET', '/api/v1/auth/user_info', { token: renewed.body.accessToken }));
  });

  it('leaves the sessions of other users alone', async () => {
    const bob = await sandbox.login('bob');
    expectOk(await admin.get('/api/v1/users/alice/disable'));
    expectOk(await bob.get('/api/v1/auth/user_info'));
    expectOk(await admin.get('/api/v1/auth/user_info'));
  });
});

describe('password changes and recreated accounts', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = createSandbox({ now: () => new Date('2025-01-01T00:00:00Z') });
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  const refresh = (token: string) =>
    sandbox.request<Tokens>('GET', '/api/v1/auth/refresh_token', { headers: { RefreshToken: token } });
  const newPassword = 'Changed2025';

  it('revokes the access and refresh tokens of a user whose password an administrator changes', async () => {
    const henry = await sandbox.login('henry');
    expectOk(await admin.put('/api/v1/users/henry', { password: newPassword }));

    expectError(await henry.get('/api/v1/auth/user_info'), 12004);
    expectError(await refresh(henry.refreshToken), 12004);
    const again = await sandbox.login('henry', newPassword);
    expectOk(await again.get('/api/v1/auth/user_info'));
    expectOk(await refresh(again.refreshToken));
  });

  it('keeps the tokens of a user whose alias or roles change, and of the other users', async () => {
    const henry = await sandbox.login('henry');
    const grace = await sandbox.login('grace');
    expectOk(await admin.put('/api/v1/users/henry', { alias: 'Henry H', roles: [] }));
    expectOk(await admin.put('/api/v1/users/grace', { password: newPassword }));
    expectOk(await henry.get('/api/v1/auth/user_info'));
    expectOk(await refresh(henry.refreshToken));
    expectError(await grace.get('/api/v1/auth/user_info'), 12004);
  });

  it('signs out an administrator who changes their own password, who then signs in with the new one', async () => {
    expectOk(await admin.put('/api/v1/users/admin', { password: newPassword }));
    expectError(await admin.get('/api/v1/auth/user_info'), 12004);
    expectError(await refresh(admin.refreshToken), 12004);
    expectOk(await (await sandbox.login('admin', newPassword)).get('/api/v1/users'));
  });

  it('gives a user created again under a deleted name none of the old account’s tokens', async () => {
    const alice = await sandbox.login('alice');
    expectOk(await admin.delete('/api/v1/users/alice'));
    const again = {
      name: 'alice',
      alias: 'Alice',
      email: 'alice@example.com',
      password: demoPassword,
      roles: [],
    };
    expectOk(await admin.post('/api/v1/users', again));

    expectError(await alice.get('/api/v1/auth/user_info'), 12004);
    expectError(await refresh(alice.refreshToken), 12004);
    expectOk(await (await sandbox.login('alice')).get('/api/v1/auth/user_info'));
  });
});
