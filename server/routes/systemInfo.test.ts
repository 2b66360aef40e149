import type { Schemas } from '../testing';
import { createAccountsSandbox, expectError, type Sandbox, type Session } from '../testing';

type SystemInfo = Schemas['v1.SystemInfoResponse'];

describe('system info', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = await createAccountsSandbox();
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  it('reports versions, the platform id and counts from the store', async () => {
    const info = (await admin.get<SystemInfo>('/api/v1/system_info')).body;
    expect(info).toMatchObject({
      loginType: 'local',
      enableCollection: true,
      systemVersion: { velaVersion: 'v1.10.0' },
      statisticInfo: { clusterCount: '1', appCount: '0' },
    });
    expect(info.platformID).toHaveLength(16);
  });

  it('updates the collection switch and keeps the platform id', async () => {
    const before = (await admin.get<SystemInfo>('/api/v1/system_info')).body;
    const updated = await admin.put<SystemInfo>('/api/v1/system_info', {
      enableCollection: false,
      loginType: 'local',
    });
    expect(updated.body).toMatchObject({ enableCollection: false, platformID: before.platformID });
    expect(updated.body).not.toHaveProperty('statisticInfo');
    expect((await admin.get<SystemInfo>('/api/v1/system_info')).body.enableCollection).toBe(false);
  });

  it('refuses dex without a dex connector (12011) and an unknown login type (400)', async () => {
    expectError(await admin.put('/api/v1/system_info', { enableCollection: true, loginType: 'dex' }), 12011);
    expectError(await admin.put('/api/v1/system_info', { enableCollection: true, loginType: 'ldap' }), 400);
  });

  it('derives the dex addresses from velaAddress and keeps tokens valid (signing key untouched)', async () => {
    await admin.put('/api/v1/system_info', {
      enableCollection: true,
      loginType: 'local',
      velaAddress: 'http://vela.test',
    });
    const dex = await admin.get<Schemas['v1.DexConfigResponse']>('/api/v1/auth/dex_config');
    expect(dex.body.redirectURL).toBe('http://vela.test/callback');
  });
});

describe('the Vela address', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = await createAccountsSandbox();
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  const save = (velaAddress: unknown) =>
    admin.put<SystemInfo>('/api/v1/system_info', { enableCollection: true, loginType: 'local', velaAddress });
  const dexConfig = async () =>
    (await admin.get<Schemas['v1.DexConfigResponse']>('/api/v1/auth/dex_config')).body;

  it.each([
    'javascript:alert(document.domain)//',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://vela.test',
    '//vela.test',
    'vela.test',
    ' http://vela.test',
    '<img src=x onerror=alert(1)>',
  ])('refuses %j with 400 and keeps the stored address', async (address) => {
    await save('https://vela.test');
    const refused = await save(address);
    expectError(refused, 400);
    expect(refused.body).toEqual({
      BusinessCode: 400,
      Message: "the field 'velaAddress' must be an http or https URL",
    });
    expect((await dexConfig()).issuer).toBe('https://vela.test/dex');
  });

  it('accepts http and https addresses, and empty for the default one', async () => {
    expect((await save('https://vela.example.com:8443')).status).toBe(200);
    expect((await dexConfig()).issuer).toBe('https://vela.example.com:8443/dex');
    expect((await save('')).status).toBe(200);
    expect((await dexConfig()).issuer).toBe('http://velaux.com/dex');
  });

  it('refuses a non-string address', async () => {
    expectError(await save(42), 400);
  });
});
