import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { buildServer, type ServerOptions } from '../app';
import { createSandbox, demoPassword, expectError, expectOk } from '../testing';
import { allowedHostsFor, LOOPBACK_HOST_NAMES } from './hostCheck';

const REBOUND = 'evil.example:8000';

describe('the host names a server answers for', () => {
  it('are localhost’s on a loopback address, and those VELA_ALLOWED_HOSTS adds', () => {
    for (const listen of ['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect([listen, allowedHostsFor(listen)]).toEqual([listen, LOOPBACK_HOST_NAMES]);
    }
    expect(allowedHostsFor('127.0.0.1', 'console.example.com')).toEqual([
      ...LOOPBACK_HOST_NAMES,
      'console.example.com',
    ]);
  });

  it('are those VELA_ALLOWED_HOSTS lists on other addresses, and every name when it is unset', () => {
    expect(allowedHostsFor('0.0.0.0', ' Console.Example.com ,[2001:db8::1],10.0.0.5,')).toEqual([
      'console.example.com',
      '[2001:db8::1]',
      '10.0.0.5',
    ]);
    for (const listen of ['0.0.0.0', '::', '10.1.2.3']) {
      expect([listen, allowedHostsFor(listen), allowedHostsFor(listen, '')]).toEqual([
        listen,
        undefined,
        undefined,
      ]);
    }
  });

  it('refuses a VELA_ALLOWED_HOSTS entry that is no host name', () => {
    for (const entry of ['console.example.com:8443', 'http://console.example.com', 'a b', '*.example.com']) {
      expect(() => allowedHostsFor('0.0.0.0', entry)).toThrow(`not "${entry}"`);
    }
  });
});

describe('a server listening on a loopback address', () => {
  let staticDir: string;
  const servers: FastifyInstance[] = [];
  const serve = (options: ServerOptions = {}) => {
    const server = buildServer({
      staticDir,
      passwordHashRounds: 4,
      allowedHosts: allowedHostsFor('127.0.0.1'),
      ...options,
    });
    servers.push(server);
    return server;
  };
  beforeAll(() => {
    staticDir = mkdtempSync(join(tmpdir(), 'vela-static-'));
    writeFileSync(join(staticDir, 'index.html'), '<title>console</title>');
    writeFileSync(join(staticDir, 'app.js'), 'console.log(1)');
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('refuses a request naming another host (DNS rebinding) before anything answers it, sign-in included', async () => {
    const server = serve();
    for (const [method, url] of [
      ['POST', '/api/v1/auth/login'],
      ['GET', '/api/v1/auth/login_type'],
      ['GET', '/api/v1/users'],
      ['GET', '/'],
      ['GET', '/app.js'],
      ['GET', '/applications'],
      ['GET', '/view/cloudshell'],
      ['GET', '/nothing/here'],
    ] as const) {
      const answer = await server.inject({
        method,
        url,
        headers: { host: REBOUND },
        payload: method === 'POST' ? { username: 'admin', password: demoPassword } : undefined,
      });
      expect([method, url, answer.statusCode, answer.json()]).toEqual([
        method,
        url,
        421,
        { BusinessCode: 421, Message: expect.stringContaining('does not answer for the host') },
      ]);
    }
  });

  it('answers localhost, 127.0.0.1 and [::1] on any port', async () => {
    const server = serve();
    for (const host of [
      'localhost',
      'localhost:8000',
      'LOCALHOST:9',
      '127.0.0.1:8000',
      '[::1]:8000',
      '[::1]',
    ]) {
      const answer = await server.inject({
        method: 'GET',
        url: '/api/v1/auth/login_type',
        headers: { host },
      });
      expect([host, answer.statusCode]).toEqual([host, 200]);
    }
    for (const host of ['localhost.evil.example', '127.0.0.1.evil.example', '[::2]:8000']) {
      const answer = await server.inject({ method: 'GET', url: '/', headers: { host } });
      expect([host, answer.statusCode]).toEqual([host, 421]);
    }
  });

  it('answers the health probe whatever the name', async () => {
    const answer = await serve().inject({
      method: 'GET',
      url: '/healthz',
      headers: { host: '10.244.0.7:8000' },
    });
    expect(answer.statusCode).toBe(200);
  });

  it('refuses a websocket upgrade naming another host', async () => {
    const sandbox = createSandbox({ allowedHosts: allowedHostsFor('127.0.0.1') });
    try {
      const admin = await sandbox.login('admin');
      const address = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `${address.replace('http', 'ws')}/view/cloudshell/ws?token=${admin.accessToken}`;
      const status = await new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(url, { headers: { host: REBOUND } });
        socket.on('open', () => reject(new Error('the upgrade was accepted')));
        socket.on('error', reject);
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      });
      expect(status).toBe(421);
    } finally {
      await sandbox.close();
    }
  });

  it('refuses in proxy mode too, before anything is forwarded', async () => {
    const proxy = serve({ apiUrl: 'http://127.0.0.1:9' });
    const answer = await proxy.inject({
      method: 'GET',
      url: '/api/v1/auth/login_type',
      headers: { host: REBOUND },
    });
    expect(answer.statusCode).toBe(421);
  });

  it('answers a refusal the contract accepts', async () => {
    const sandbox = createSandbox({ allowedHosts: allowedHostsFor('127.0.0.1') });
    try {
      const refused = await sandbox.request('POST', '/api/v1/auth/login', {
        body: { username: 'admin', password: demoPassword },
        headers: { host: REBOUND },
      });
      expectError(refused, 421);
      expectOk(await sandbox.request('GET', '/api/v1/auth/login_type'));
    } finally {
      await sandbox.close();
    }
  });
});

describe('a server listening on other addresses', () => {
  const servers: FastifyInstance[] = [];
  const serve = (allowedHostsVariable?: string) => {
    const server = buildServer({
      passwordHashRounds: 4,
      allowedHosts: allowedHostsFor('0.0.0.0', allowedHostsVariable),
    });
    servers.push(server);
    return server;
  };
  afterAll(() => Promise.all(servers.map((server) => server.close())));
  const statusFor = async (server: FastifyInstance, host: string) =>
    (await server.inject({ method: 'GET', url: '/api/v1/auth/login_type', headers: { host } })).statusCode;

  it('answers only the names VELA_ALLOWED_HOSTS lists', async () => {
    const server = serve('console.example.com,vela.internal');
    expect(await statusFor(server, 'console.example.com')).toBe(200);
    expect(await statusFor(server, 'vela.internal:8000')).toBe(200);
    expect(await statusFor(server, REBOUND)).toBe(421);
    expect(await statusFor(server, 'localhost:8000')).toBe(421);
  });

  it('answers every name without VELA_ALLOWED_HOSTS, as behind an ingress', async () => {
    const server = serve();
    for (const host of ['console.example.com', REBOUND, '10.0.0.5:8000']) {
      expect([host, await statusFor(server, host)]).toEqual([host, 200]);
    }
  });
});
