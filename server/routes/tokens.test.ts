import type { Schemas } from '../testing';
import { createSandbox, expectError, expectOk, type Sandbox } from '../testing';

type Tokens = Schemas['v1.RefreshTokenResponse'];

describe('access and refresh tokens', () => {
  let clock = Date.parse('2025-01-01T00:00:00Z');
  let sandbox: Sandbox;
  beforeEach(() => {
    clock = Date.parse('2025-01-01T00:00:00Z');
    sandbox = createSandbox({ now: () => new Date(clock), testHooks: true });
  });
  afterEach(() => sandbox.close());

  const refresh = (token: string) =>
    sandbox.request<Tokens>('GET', '/api/v1/auth/refresh_token', { headers: { RefreshToken: token } });
  const userInfo = (token: string) => sandbox.request('GET', '/api/v1/auth/user_info', { token });

  it('expires the access token after its lifetime (12002); refresh gives a working one and the same refresh token', async () => {
    const admin = await sandbox.login('admin');
    expectOk(await userInfo(admin.accessToken));
    clock += 3601 * 1000;
    expectError(await userInfo(admin.accessToken), 12002);

    const renewed = await refresh(admin.refreshToken);
    expectOk(renewed);
    expect(renewed.body.refreshToken).toBe(admin.refreshToken);
    expectOk(await userInfo(renewed.body.accessToken));
  });

  it('refuses an expired refresh token with 12010 (HTTP 400)', async () => {
    const admin = await sandbox.login('admin');
    clock += 86401 * 1000;
    expectError(await refresh(admin.refreshToken), 12010);
  });

  it('follows lifetimes set through the test hook, and reset restores them', async () => {
    await sandbox.request('POST', '/__test__/settings', {
      body: { accessTokenTtlSeconds: 1, refreshTokenTtlSeconds: 2 },
    });
    const admin = await sandbox.login('admin');
    clock += 1500;
    expectError(await userInfo(admin.accessToken), 12002);
    expectOk(await refresh(admin.refreshToken));
    clock += 1000;
    expectError(await refresh(admin.refreshToken), 12010);

    await sandbox.request('POST', '/__test__/reset');
    const again = await sandbox.login('admin');
    clock += 1500;
    expectOk(await userInfo(again.accessToken));
  });

  it('tells a missing or malformed header (12006), a non-JWT (12005) and a refresh token (12007) apart', async () => {
    const admin = await sandbox.login('admin');
    expectError(await sandbox.request('GET', '/api/v1/auth/user_info'), 12006);
    const withHeader = (value: string) =>
      sandbox.request('GET', '/api/v1/auth/user_info', { headers: { authorization: value } });
    expectError(await withHeader('Bearer'), 12006);
    expectError(await withHeader(`Bearer ${admin.accessToken} extra`), 12006);
    expectError(await withHeader('Bearer not-a-jwt'), 12005);
    expectError(await userInfo(admin.refreshToken), 12007);
  });

  it('refuses a token with a bad signature (12004) and one not valid yet (12003)', async () => {
    const admin = await sandbox.login('admin');
    const [header, payload, signature] = admin.accessToken.split('.');
    const forged = `${header}.${payload}.${signature.slice(0, -4)}AAAA`;
    expectError(await userInfo(forged), 12004);

    clock += 600 * 1000;
    const future = await sandbox.login('admin');
    clock -= 600 * 1000;
    expectError(await userInfo(future.accessToken), 12003);
  });

  it('answers an empty refresh header with 12005 and an access token posing as refresh token with 12004', async () => {
    const admin = await sandbox.login('admin');
    expectError(await refresh(''), 12005);
    expectError(await refresh(admin.accessToken), 12004);
  });

  it('refuses the token of a user who was deleted (401)', async () => {
    const admin = await sandbox.login('admin');
    const bob = await sandbox.login('bob');
    expectOk(await admin.delete('/api/v1/users/bob'));
    expectError(await userInfo(bob.accessToken), 401);
  });
});
