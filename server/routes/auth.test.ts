import type { Schemas } from '../testing';
import { createSandbox, demoPassword, expectError, expectOk, type Sandbox } from '../testing';

type LoginResponse = Schemas['v1.LoginResponse'];
type UserInfo = Schemas['v1.LoginUserInfoResponse'];

describe('first administrator on an unconfigured platform', () => {
  let sandbox: Sandbox;
  beforeEach(() => {
    sandbox = createSandbox({ demo: false });
  });
  afterEach(() => sandbox.close());

  it('reports unconfigured, initialises once, then reports configured and refuses a second time', async () => {
    const before = await sandbox.request<Schemas['v1.AdminConfiguredResponse']>(
      'GET',
      '/api/v1/auth/admin_configured',
    );
    expect(before.body).toEqual({ configured: false });

    const admin = { name: 'root', email: 'root@example.com', password: 'Secret123' };
    const init = await sandbox.request('PUT', '/api/v1/auth/init_admin', { body: admin });
    expect(init.body).toEqual({ success: true });

    const after = await sandbox.request('GET', '/api/v1/auth/admin_configured');
    expect(after.body).toEqual({ configured: true });

    expectError(await sandbox.request('PUT', '/api/v1/auth/init_admin', { body: admin }), 12012);
  });

  it('gives the new administrator project default with its target and env', async () => {
    await sandbox.request('PUT', '/api/v1/auth/init_admin', {
      body: { name: 'root', email: 'root@example.com', password: 'Secret123' },
    });
    const root = await sandbox.login('root', 'Secret123');
    const info = await root.get<UserInfo>('/api/v1/auth/user_info');
    expect(info.body.alias).toBe('Administrator');
    expect(info.body.projects.map((p) => [p.name, p.roles.map((r) => r.name)])).toEqual([
      ['default', ['project-admin']],
    ]);
    const targets = await root.get<{ targets: { name: string }[] }>('/api/v1/projects/default/targets');
    expect(targets.body.targets.map((t) => t.name)).toEqual(['default']);
    expectError(await root.delete('/api/v1/projects/default'), 30006);
  });

  it('validates the administrator fields like the real server', async () => {
    const bad = async (body: object) => sandbox.request('PUT', '/api/v1/auth/init_admin', { body });
    expectError(await bad({ name: 'Root', email: 'root@example.com', password: 'Secret123' }), 400);
    expectError(await bad({ name: 'root', email: 'not-an-email', password: 'Secret123' }), 400);
    expectError(await bad({ name: 'root', email: 'root@example.com', password: 'short1' }), 400);
    expectError(await bad({ name: 'root', email: 'root@example.com', password: 'nodigitshere' }), 400);
    expectError(await bad({ name: 'root', email: 'root@example.com', password: '' }), 14005);
    const still = await sandbox.request('GET', '/api/v1/auth/admin_configured');
    expect(still.body).toEqual({ configured: false });
  });
});

describe('local login', () => {
  let sandbox: Sandbox;
  beforeAll(() => {
    sandbox = createSandbox();
  });
  afterAll(() => sandbox.close());

  const login = (body: object) => sandbox.request<LoginResponse>('POST', '/api/v1/auth/login', { body });

  it('signs in with the right password and records the login time', async () => {
    const result = await login({ username: 'admin', password: demoPassword });
    expectOk(result);
    expect(result.body.user.name).toBe('admin');
    expect(result.body.user.lastLoginTime).not.toBe('0001-01-01T00:00:00Z');
    expect(result.body.accessToken.split('.')).toHaveLength(3);
  });

  it('refuses a wrong password (14007), an unknown user (14008) and missing fields (12008)', async () => {
    expectError(await login({ username: 'admin', password: 'Wrong1234' }), 14007);
    expectError(await login({ username: 'nobody', password: demoPassword }), 14008);
    expectError(await login({ username: 'admin' }), 12008);
    expectError(await login({}), 12008);
  });

  it('answers a dex code with a clear 12009: single sign-on is not available here', async () => {
    const result = await login({ code: 'abc' });
    expectError(result, 12009);
    expect(result.text).toMatch(/not available in the sandbox/);
  });

  it('tells the login type and the placeholder dex config, without the client secret', async () => {
    expect((await sandbox.request('GET', '/api/v1/auth/login_type')).body).toEqual({ loginType: 'local' });
    const dex = await sandbox.request<Schemas['v1.DexConfigResponse']>('GET', '/api/v1/auth/dex_config');
    expect(dex.body).toEqual({
      clientID: 'velaux',
      clientSecret: '',
      issuer: 'http://velaux.com/dex',
      redirectURL: 'http://velaux.com/callback',
    });
  });
});

describe('a refused sign-in', () => {
  let sandbox: Sandbox;
  beforeAll(() => {
    // A cost high enough for the hash check to outweigh everything else a sign-in does.
    sandbox = createSandbox({ passwordHashRounds: 8 });
  });
  afterAll(() => sandbox.close());

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

  it('takes as long for an unknown user as for a known one with a wrong password', async () => {
    const timings: Record<string, number[]> = { alice: [], nobody: [] };
    for (let i = 0; i < 18; i++) {
      const username = i % 2 ? 'alice' : 'nobody';
      const started = performance.now();
      const result = await sandbox.request('POST', '/api/v1/auth/login', {
        body: { username, password: 'Wrong1pass' },
        from: `192.0.2.${i + 1}`,
      });
      timings[username].push(performance.now() - started);
      expectError(result, username === 'alice' ? 14007 : 14008);
    }
    const ratio = median(timings.nobody) / median(timings.alice);
    expect(ratio, JSON.stringify(timings)).toBeGreaterThan(0.5);
    expect(ratio, JSON.stringify(timings)).toBeLessThan(2);
  });
});

describe('user_info', () => {
  let sandbox: Sandbox;
  beforeAll(() => {
    sandbox = createSandbox();
  });
  afterAll(() => sandbox.close());

  it('gives the admin the admin permission, cloudshell and the six permissions of default', async () => {
    const admin = await sandbox.login('admin');
    const info = (await admin.get<UserInfo>('/api/v1/auth/user_info')).body;
    expect(info.platformPermissions.map((p) => p.name)).toEqual(['admin', 'cloudshell']);
    expect(info.projectPermissions.default.map((p) => p.name).sort()).toEqual(
      [
        'app-management',
        'cloudshell',
        'config-management',
        'env-management',
        'pipeline-management',
        'project-view',
        'role-management',
      ].sort(),
    );
    expect(info.projects[0]).toMatchObject({
      name: 'default',
      owner: { name: 'admin', alias: 'Administrator' },
    });
  });

  it('gives alice only cloudshell on the platform and the app-developer permissions in default', async () => {
    const alice = await sandbox.login('alice');
    const info = (await alice.get<UserInfo>('/api/v1/auth/user_info')).body;
    expect(info).toMatchObject({ name: 'alice', alias: 'Alice', email: 'alice@example.com' });
    expect(info.platformPermissions.map((p) => p.name)).toEqual(['cloudshell']);
    expect(info.projects.map((p) => p.roles)).toEqual([[{ name: 'app-developer', alias: 'App Developer' }]]);
    expect(info.projectPermissions.default.map((p) => p.name)).toEqual([
      'project-view',
      'app-management',
      'env-management',
      'config-management',
      'pipeline-management',
      'cloudshell',
    ]);
  });

  it('gives a user without projects an empty project map, not null', async () => {
    const admin = await sandbox.login('admin');
    await admin.post('/api/v1/users', {
      name: 'carol',
      alias: 'Carol',
      email: 'carol@example.com',
      password: 'Carol1234',
      roles: [],
    });
    const carol = await sandbox.login('carol', 'Carol1234');
    const info = (await carol.get<UserInfo>('/api/v1/auth/user_info')).body;
    expect(info.projects).toEqual([]);
    expect(info.projectPermissions).toEqual({});
  });
});
