import { WebSocket } from 'ws';
import type { Schemas } from '../testing';
import { createSandbox, expectOk, ticketCookie, type Sandbox, type Session } from '../testing';

type Prepare = Schemas['v1.CloudShellPrepareResponse'];

/** Sends each line once the terminal has answered the one before, and collects what it shows. */
function talk(url: string, send: string[], headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    let screen = '';
    socket.on('error', reject);
    socket.on('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.on('message', (data) => {
      screen += String(data);
      const next = send.shift();
      if (next === undefined) {
        socket.close();
        resolve(screen);
      } else socket.send(next);
    });
  });
}

describe('the cloud shell terminal (websocket under /view)', () => {
  let sandbox: Sandbox;
  let admin: Session;
  let wsBase: string;
  beforeEach(async () => {
    sandbox = createSandbox({ now: () => new Date('2024-05-01T10:00:00Z'), testHooks: true });
    admin = await sandbox.login('admin');
    expectOk(await admin.post('/api/v1/addons/cloudshell/enable', {}));
    await sandbox.request('POST', '/__test__/clock', { body: { advanceSeconds: 60 } });
    const address = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    wsBase = address.replace('http', 'ws');
  });
  afterEach(() => sandbox.close());

  async function pageTicket(): Promise<string> {
    const prepared = await admin.post<Prepare>('/api/v1/cloudshell');
    const page = await sandbox.request('GET', '/view/cloudshell', {
      headers: { cookie: ticketCookie(prepared.headers) },
    });
    expect(page.status).toBe(200);
    return ticketCookie(page.headers);
  }

  it('refuses the upgrade until the shell is ready, then greets the user and answers each command', async () => {
    const url = `${wsBase}/view/cloudshell/ws`;
    const bearer = { authorization: `Bearer ${admin.accessToken}` };
    await expect(talk(url, [], bearer)).rejects.toThrow('HTTP 400');
    await admin.post<Prepare>('/api/v1/cloudshell');
    await sandbox.request('POST', '/__test__/clock', { body: { advanceSeconds: 10 } });

    const screen = await talk(url, ['vela ls', ''], { cookie: await pageTicket() });
    expect(screen).toBe(
      [
        'Welcome to the KubeVela cloud shell (sandbox), admin.',
        'admin@cloudshell:~$ vela ls',
        'sandbox: vela: the simulated terminal runs no commands',
        'admin@cloudshell:~$ ',
        'admin@cloudshell:~$ ',
      ].join('\n'),
    );
  });

  it('opens once per ticket, and refuses an upgrade without one, with the access token in the address, and a plain GET', async () => {
    await admin.post<Prepare>('/api/v1/cloudshell');
    await sandbox.request('POST', '/__test__/clock', { body: { advanceSeconds: 10 } });
    const url = `${wsBase}/view/cloudshell/ws`;
    const cookie = await pageTicket();
    await expect(talk(url, [], { cookie })).resolves.toContain('Welcome');
    await expect(talk(url, [], { cookie })).rejects.toThrow('HTTP 401');
    await expect(talk(url, [])).rejects.toThrow('HTTP 401');
    await expect(talk(`${url}?token=${admin.accessToken}`, [])).rejects.toThrow('HTTP 401');
    const plain = await sandbox.request('GET', '/view/cloudshell/ws', { token: admin.accessToken });
    expect(plain.status).toBe(400);
  });

  it('serves the page script to anyone: it holds nothing private', async () => {
    const script = await sandbox.request('GET', '/view/cloudshell/terminal.js');
    expect([script.status, script.contentType]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect(script.text).toContain('/view/cloudshell/ws');
  });
});
