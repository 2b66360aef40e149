import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildServer } from './app';
import { createSandbox, expectError, expectOk, type Sandbox } from './testing';

describe('wire basics', () => {
  let sandbox: Sandbox;
  beforeAll(() => {
    sandbox = createSandbox();
  });
  afterAll(() => sandbox.close());

  it('answers unknown API paths with the error body (the real server writes plain text)', async () => {
    const result = await sandbox.request('GET', '/api/v1/no-such-thing');
    expectError(result, 404);
    expect(result.contentType).toMatch(/application\/json/);
  });

  it('answers a known API path asked with another method with 405 and the methods it takes', async () => {
    const result = await sandbox.request('DELETE', '/api/v1/system_info');
    expectError(result, 405);
    const answer = await sandbox.app.inject({ method: 'PATCH', url: '/api/v1/users/alice' });
    expect(answer.statusCode).toBe(405);
    expect(answer.headers.allow).toBe('DELETE, GET, PUT');
  });

  it('hides the test hooks unless enabled', async () => {
    const result = await sandbox.request('POST', '/__test__/reset');
    expect(result.status).toBe(404);
  });

  it('accepts a bodiless DELETE sent with a JSON content type', async () => {
    const admin = await sandbox.login('admin');
    await admin.post('/api/v1/permissions', { name: 'temp', resources: ['x:*'] });
    const result = await sandbox.request('DELETE', '/api/v1/permissions/temp', {
      token: admin.accessToken,
      headers: { 'content-type': 'application/json' },
    });
    expectOk(result);
  });

  it('reports malformed JSON as a mistake of the caller (the real server says 500)', async () => {
    const result = await sandbox.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(result.statusCode).toBe(400);
    expect(result.json()).toMatchObject({ BusinessCode: 400 });
  });
});

describe('test hooks', () => {
  let sandbox: Sandbox;
  beforeEach(() => {
    sandbox = createSandbox({ testHooks: true, validateResponses: true });
  });
  afterEach(() => sandbox.close());

  it('resets to the first-start state, optionally without demo data', async () => {
    const admin = await sandbox.login('admin');
    await admin.post('/api/v1/projects', { name: 'extra' });
    expectOk(await sandbox.request('POST', '/__test__/reset'));
    expectError(await admin.get('/api/v1/projects/extra'), 12004);
    const fresh = await sandbox.login('admin');
    expectError(await fresh.get('/api/v1/projects/extra'), 30002);

    const empty = await sandbox.request('POST', '/__test__/reset', { body: { demo: false } });
    expect(empty.body).toEqual({ reset: true, demo: false });
    expect((await sandbox.request('GET', '/api/v1/auth/admin_configured')).body).toEqual({
      configured: false,
    });
  });

  it('lists and clears contract violations (none for the sandbox own answers)', async () => {
    const admin = await sandbox.login('admin');
    await admin.get('/api/v1/users');
    await admin.get('/api/v1/auth/user_info');
    const violations = await sandbox.request('GET', '/__test__/violations');
    expect(violations.body).toEqual([]);
    expectOk(await sandbox.request('DELETE', '/__test__/violations'));
  });

  it('refuses token lifetimes that are not positive whole seconds', async () => {
    const result = await sandbox.request('POST', '/__test__/settings', {
      body: { accessTokenTtlSeconds: 0 },
    });
    expect(result.status).toBe(400);
  });
});

describe('file database', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'vela-sandbox-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps data, the signing key and the demo seed across restarts', async () => {
    const dbPath = join(dir, 'sandbox.db');
    const first = createSandbox({ dbPath });
    const admin = await first.login('admin');
    await admin.post('/api/v1/projects', { name: 'kept', alias: 'Kept' });
    await first.close();

    const second = createSandbox({ dbPath });
    const project = await second.request('GET', '/api/v1/projects/kept', { token: admin.accessToken });
    expect(project.body).toMatchObject({ name: 'kept', alias: 'Kept' });
    const users = await second.request<{ total: number }>('GET', '/api/v1/users', {
      token: admin.accessToken,
    });
    expect(users.body.total).toBe(5);
    await second.close();
  });
});

describe('serving the console', () => {
  let dir: string;
  let sandbox: Sandbox;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'vela-dist-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>console</title>');
    writeFileSync(join(dir, 'app.js'), 'console.log(1)');
    sandbox = createSandbox({ staticDir: dir });
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves files, and index.html for client routes but never for API prefixes', async () => {
    const asset = await sandbox.app.inject({ method: 'GET', url: '/app.js' });
    expect(asset.body).toBe('console.log(1)');
    for (const url of ['/', '/applications/web/config', '/login']) {
      const page = await sandbox.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>console</title>');
    }
    const missingFile = await sandbox.app.inject({ method: 'GET', url: '/missing.js' });
    expect([missingFile.statusCode, missingFile.body]).toEqual([404, '404: Page Not Found']);
    for (const url of ['/api/v1/nothing', '/view/nothing', '/v1/nothing', '/dex/auth', '/__test__/reset']) {
      const result = await sandbox.app.inject({ method: 'GET', url });
      expect([url, result.statusCode, result.json()]).toEqual([
        url,
        404,
        { BusinessCode: 404, Message: '404: Page Not Found' },
      ]);
    }
  });
});

describe('proxy mode', () => {
  it('forwards /api to the upstream server and keeps no sandbox routes', async () => {
    const upstream = Fastify();
    upstream.get('/api/v1/auth/login_type', async (request) => ({ loginType: 'dex', via: request.url }));
    const address = await upstream.listen({ port: 0, host: '127.0.0.1' });
    const proxy = buildServer({ apiUrl: address });
    const result = await proxy.inject({ method: 'GET', url: '/api/v1/auth/login_type' });
    expect(result.json()).toEqual({ loginType: 'dex', via: '/api/v1/auth/login_type' });
    const hooks = await proxy.inject({ method: 'POST', url: '/__test__/reset' });
    expect(hooks.statusCode).toBe(404);
    await proxy.close();
    await upstream.close();
  });
});
