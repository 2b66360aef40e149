import type { Schemas } from '../testing';
import { createSandbox, expectError, expectOk, ticketCookie, type Sandbox, type Session } from '../testing';

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
      await sandbox.request('GET', '/view/cloudshell', { token: admin.accessToken }),
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
    expectError(await sandbox.request('GET', '/view/cloudshell', { token: admin.accessToken }), 50021);
    const waiting = await admin.post<Prepare>('/api/v1/cloudshell');
    expect(waiting.body).toEqual({ status: 'Preparing', message: 'The phase is Initializing' });
    await advance(6);
    expect((await admin.post<Prepare>('/api/v1/cloudshell')).body.status).toBe('Completed');

    const page = await sandbox.request('GET', '/view/cloudshell/tab/1', { token: admin.accessToken });
    expect(page.status).toBe(200);
    expect(page.contentType).toContain('text/html');
    expect(page.text).toContain('<script src="/view/cloudshell/terminal.js" defer></script>');
    expectError(await sandbox.request('GET', '/view/cloudshell'), 12006);

    const alice = await sandbox.login('alice');
    expect((await alice.post<Prepare>('/api/v1/cloudshell')).body.status).toBe('Preparing');
    expect((await admin.delete('/api/v1/cloudshell')).body).toEqual({ status: 'success' });
    expectError(await sandbox.request('GET', '/view/cloudshell', { token: admin.accessToken }), 50021);
  });

  describe('opening the view without the access token in its address', () => {
    beforeEach(async () => {
      await enableAddon();
      await admin.post('/api/v1/cloudshell');
      await advance(6);
    });

    async function ticketFromPreparation(): Promise<string> {
      const prepared = await admin.post<Prepare>('/api/v1/cloudshell');
      expect(prepared.body.status).toBe('Completed');
      expect(prepared.headers['x-cloud-shell-ticket']).toBe('cookie');
      return ticketCookie(prepared.headers);
    }

    const openView = (cookie: string, path = '/view/cloudshell') =>
      sandbox.request('GET', path, { headers: { cookie } });

    it('hands out the ticket as an HttpOnly, SameSite=Strict cookie of the view only, lasting 60 s', async () => {
      const prepared = await admin.post('/api/v1/cloudshell');
      const cookie = String(prepared.headers['set-cookie']);
      expect(cookie).toMatch(/^vela_cloudshell_ticket=[\w-]{43}; /);
      expect(cookie.split('; ').slice(1).sort()).toEqual([
        'HttpOnly',
        'Max-Age=60',
        'Path=/view/cloudshell',
        'SameSite=Strict',
      ]);
    });

    it('opens the page once per ticket, and the page hands its terminal the next one', async () => {
      const ticket = await ticketFromPreparation();
      const page = await openView(ticket);
      expect([page.status, page.contentType]).toEqual([200, 'text/html; charset=utf-8']);
      expect(page.headers['cache-control']).toBe('no-store');
      const next = ticketCookie(page.headers);
      expect(next).not.toBe(ticket);

      const spent = await openView(ticket);
      expectError(spent, 12006);
      expect((spent.body as { Message: string }).Message).toBe(
        'the cloud shell needs a ticket: open it from the console again',
      );
      expect((await openView(`theme=dark; ${next}`, '/view/cloudshell/tab/1')).status).toBe(200);
    });

    it('refuses a ticket after 60 s, and one of a user disabled since', async () => {
      const late = await ticketFromPreparation();
      await advance(61);
      expectError(await openView(late), 12006);

      const alice = await sandbox.login('alice');
      await alice.post('/api/v1/cloudshell');
      await advance(6);
      const ticket = ticketCookie((await alice.post('/api/v1/cloudshell')).headers);
      expectOk(await admin.get('/api/v1/users/alice/disable'));
      expectError(await openView(ticket), 12004);
    });

    it('no longer takes the access token in the address, nor a made-up ticket', async () => {
      expectError(await sandbox.request('GET', `/view/cloudshell?token=${admin.accessToken}`), 12006);
      expectError(await openView('vela_cloudshell_ticket=made-up'), 12006);
    });

    it('gives no ticket while the shell is not ready', async () => {
      const alice = await sandbox.login('alice');
      const preparing = await alice.post<Prepare>('/api/v1/cloudshell');
      expect(preparing.body.status).toBe('Preparing');
      expect([preparing.headers['set-cookie'], preparing.headers['x-cloud-shell-ticket']]).toEqual([
        undefined,
        undefined,
      ]);
    });
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
