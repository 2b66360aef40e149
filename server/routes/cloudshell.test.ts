import type { Schemas } from '../testing';
import { createSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';

type Prepare = Schemas['v1.CloudShellPrepareResponse'];

describe('cloud shell', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = createSandbox({ now: () => new Date('2024-05-01T10:00:00Z'), testHooks: true });
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  async function advance(seconds: number): Promise<void> {
    await sandbox.request('POST', '/__test__/clock', { body: { advanceSeconds: seconds } });
  }

  async function enableAddon(): Promise<void> {
    expectOk(await admin.post('/api/v1/addons/cloudshell/enable', {}));
    await advance(60);
  }

  it('answers 50020 with HTTP 400, the error status of the contract, while the addon is not enabled', async () => {
    for (const answer of [
      await admin.post('/api/v1/cloudshell'),
      await admin.delete('/api/v1/cloudshell'),
      await sandbox.request('GET', `/view/cloudshell?token=${admin.accessToken}`),
    ]) {
      expect([answer.status, answer.body]).toEqual([
        400,
        { BusinessCode: 50020, Message: 'Please enable the CloudShell addon first' },
      ]);
    }
  });

  it('prepares a shell per user that completes as the clock moves, then shows it', async () => {
    await enableAddon();
    expect((await admin.post<Prepare>('/api/v1/cloudshell')).body).toEqual({
      status: 'Preparing',
      message: '',
    });
    expectError(await sandbox.request('GET', `/view/cloudshell?token=${admin.accessToken}`), 50021);
    const waiting = await admin.post<Prepare>('/api/v1/cloudshell');
    expect(waiting.body).toEqual({ status: 'Preparing', message: 'The phase is Initializing' });
    await advance(6);
    expect((await admin.post<Prepare>('/api/v1/cloudshell')).body.status).toBe('Completed');

    const page = await sandbox.request('GET', `/view/cloudshell/tab/1?token=${admin.accessToken}`);
    expect(page.status).toBe(200);
    expect(page.contentType).toContain('text/html');
    expect(page.text).toContain('<script src="/view/cloudshell/terminal.js" defer></script>');
    expectError(await sandbox.request('GET', '/view/cloudshell'), 12006);

    const alice = await sandbox.login('alice');
    expect((await alice.post<Prepare>('/api/v1/cloudshell')).body.status).toBe('Preparing');
    expect((await admin.delete('/api/v1/cloudshell')).body).toEqual({ status: 'success' });
    expectError(await sandbox.request('GET', `/view/cloudshell?token=${admin.accessToken}`), 50021);
  });

  it('is denied to users with the disable-cloudshell permission', async () => {
    await admin.post('/api/v1/roles', { name: 'no-shell', permissions: ['disable-cloudshell'] });
    await admin.post('/api/v1/users', {
      name: 'dave',
      email: 'dave@example.com',
      password: 'VelaUX12345',
      roles: ['no-shell'],
    });
    const dave = await sandbox.login('dave');
    expectError(await dave.post('/api/v1/cloudshell'), 403);
  });
});

describe('payload types', () => {
  it('lists the webhook payload types to any signed-in user', async () => {
    const sandbox = createSandbox();
    const alice = await sandbox.login('alice');
    const types = await alice.get<string[]>('/api/v1/payload_types');
    expect(types.body).toEqual(['custom', 'dockerHub', 'ACR', 'harbor', 'artifactory']);
    expectError(await sandbox.request('GET', '/api/v1/payload_types'), 12006);
    await sandbox.close();
  });
});
