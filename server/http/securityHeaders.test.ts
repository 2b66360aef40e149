import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { buildServer } from '../app';
import { allowedHostsFor } from './hostCheck';

function directivesOf(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

function expectSecurityHeaders(url: string, response: LightMyRequestResponse): void {
  const directives = directivesOf(String(response.headers['content-security-policy']));
  // No inline script, and nothing but this origin's files run.
  expect([url, directives['script-src']]).toEqual([url, "'self' 'unsafe-eval'"]);
  expect(directives).toMatchObject({
    'default-src': "'self'",
    'connect-src': "'self'",
    'worker-src': "'self'",
    'object-src': "'none'",
    'frame-ancestors': "'none'",
  });
  expect(response.headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
  });
}

describe('security headers', () => {
  let staticDir: string;
  let sandbox: FastifyInstance;
  beforeAll(() => {
    staticDir = mkdtempSync(join(tmpdir(), 'vela-static-'));
    writeFileSync(join(staticDir, 'index.html'), '<title>console</title>');
    sandbox = buildServer({ staticDir, passwordHashRounds: 4 });
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('come with the console page, API answers, refusals and unknown addresses', async () => {
    for (const [method, url] of [
      ['GET', '/'],
      ['GET', '/applications'],
      ['GET', '/api/v1/auth/login_type'],
      ['GET', '/api/v1/users'],
      ['GET', '/api/v1/nothing'],
      ['DELETE', '/api/v1/system_info'],
      ['GET', '/missing.js'],
      ['HEAD', '/api/v1/auth/login_type'],
      ['HEAD', '/api/v1/nothing'],
      ['OPTIONS', '/api/v1/users'],
      ['GET', '/api/v1/applications/%c0%ae'],
      ['GET', `/api/v1/applications/${'a'.repeat(101)}`],
      ['GET', '/view/nothing'],
      ['GET', '/v1/nothing'],
    ] as const) {
      expectSecurityHeaders(`${method} ${url}`, await sandbox.inject({ method, url }));
    }
  });

  it('come with the error body on every refused API address, whatever refused it', async () => {
    for (const [method, url, status] of [
      ['GET', '/api/v1/applications/%c0%ae', 400],
      ['OPTIONS', '/api/v1/users', 405],
      ['GET', '/view/nothing', 404],
      ['GET', '/v1/nothing', 404],
    ] as const) {
      const answer = await sandbox.inject({ method, url });
      expect([url, answer.statusCode, answer.json()]).toEqual([
        url,
        status,
        { BusinessCode: status, Message: expect.any(String) },
      ]);
    }
  });

  it('answer an address of the contract that nothing here serves with 404, never a 405 naming its own method', async () => {
    const path = `/api/v1/applications/${'a'.repeat(101)}`;
    const answer = await sandbox.inject({ method: 'GET', url: path });
    expect([answer.statusCode, answer.headers.allow, answer.json()]).toEqual([
      404,
      undefined,
      { BusinessCode: 404, Message: '404: Page Not Found' },
    ]);
    const otherMethod = await sandbox.inject({ method: 'PATCH', url: '/api/v1/applications/a' });
    expect([otherMethod.statusCode, otherMethod.headers.allow]).toEqual([405, 'DELETE, GET, PUT']);
  });

  it('let this origin alone frame the cloud shell view, and nothing else', async () => {
    for (const url of ['/view/cloudshell', '/view/cloudshell/ws?token=x', '/view/cloudshell?token=x']) {
      const answer = await sandbox.inject({ method: 'GET', url });
      const directives = directivesOf(String(answer.headers['content-security-policy']));
      expect([url, directives['frame-ancestors'], answer.headers['x-frame-options']]).toEqual([
        url,
        "'self'",
        'SAMEORIGIN',
      ]);
      expect(directives['script-src']).toBe("'self' 'unsafe-eval'");
    }
    for (const url of [
      '/view/cloudshellx',
      '/view/other',
      '/api/v1/cloudshell',
      '/applications?x=/view/cloudshell',
    ]) {
      expectSecurityHeaders(url, await sandbox.inject({ method: 'GET', url }));
    }
  });

  it('come with the refusal of a request naming a host the server does not answer for', async () => {
    const local = buildServer({
      staticDir,
      passwordHashRounds: 4,
      allowedHosts: allowedHostsFor('127.0.0.1'),
    });
    try {
      for (const url of ['/', '/api/v1/auth/login_type']) {
        const refused = await local.inject({ method: 'GET', url, headers: { host: 'evil.example' } });
        expect(refused.statusCode).toBe(421);
        expectSecurityHeaders(`refused ${url}`, refused);
      }
    } finally {
      await local.close();
    }
  });

  it('come with answers passed on from a real server in proxy mode', async () => {
    const upstream = Fastify();
    upstream.get('/api/v1/auth/login_type', async () => ({ loginType: 'local' }));
    const proxy = buildServer({ apiUrl: await upstream.listen({ port: 0, host: '127.0.0.1' }), staticDir });
    try {
      const proxied = await proxy.inject({ method: 'GET', url: '/api/v1/auth/login_type' });
      expect(proxied.json()).toEqual({ loginType: 'local' });
      expectSecurityHeaders('proxied', proxied);
      expectSecurityHeaders('console', await proxy.inject({ method: 'GET', url: '/' }));
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });
});
