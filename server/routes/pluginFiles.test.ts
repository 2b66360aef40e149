import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { builtPluginModules, createSandbox, expectError, type Sandbox } from '../testing';

/** A GET sent as written: the path is not normalised on the way, as a hostile client would send it. */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('plugin files', () => {
  let sandbox: Sandbox;
  let pluginModulesDir: string;
  beforeEach(() => {
    pluginModulesDir = builtPluginModules();
    sandbox = createSandbox({ pluginModulesDir });
  });
  afterEach(async () => {
    await sandbox.close();
    rmSync(pluginModulesDir, { recursive: true, force: true });
  });

  it('serves the built module and the logo of an installed plugin to anyone, with their content types', async () => {
    const module = await sandbox.request('GET', '/public/plugins/app-demo/module.js?_cache=1.0.0');
    expect(module.status).toBe(200);
    expect(module.contentType).toBe('text/javascript; charset=utf-8');
    expect(module.text).toContain('define(["react"]');
    const logo = await sandbox.request('GET', '/public/plugins/app-demo/img/logo.svg', {
      token: 'not-a-token',
    });
    expect([logo.status, logo.contentType]).toEqual([200, 'image/svg+xml']);
    expect(logo.text).toContain('<svg');
  });

  it('answers 18001 for a plugin that is unknown or not installed, and 404 for a missing file', async () => {
    expectError(await sandbox.request('GET', '/public/plugins/ghost/module.js'), 18001);
    expectError(await sandbox.request('GET', '/public/plugins/node-dashboard/module.js'), 18001);
    expectError(await sandbox.request('GET', '/public/plugins/definition-demo/module.js'), 18001);
    expectError(await sandbox.request('GET', '/public/plugins/app-demo/missing.js'), 404);
    expectError(await sandbox.request('GET', '/public/plugins/app-demo/'), 404);
  });

  it('answers 404 for the module of a sandbox whose console was never built', async () => {
    const unbuilt = createSandbox();
    try {
      expectError(await unbuilt.request('GET', '/public/plugins/app-demo/module.js'), 404);
      expect((await unbuilt.request('GET', '/public/plugins/app-demo/img/logo.svg')).status).toBe(200);
    } finally {
      await unbuilt.close();
    }
  });

  it('serves a plugin once it is installed and stops when it is uninstalled', async () => {
    const admin = await sandbox.login('admin');
    await admin.post('/api/v1/manage/plugins/node-dashboard/install', { url: 'https://example.com/p.tgz' });
    expect((await sandbox.request('GET', '/public/plugins/node-dashboard/module.js')).status).toBe(200);
    await admin.post('/api/v1/manage/plugins/node-dashboard/uninstall');
    expectError(await sandbox.request('GET', '/public/plugins/node-dashboard/module.js'), 18001);
  });

  it('never leaves the plugin folder, however the path is written', async () => {
    await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = sandbox.app.server.address() as AddressInfo;
    for (const path of [
      '/public/plugins/app-demo/../../x',
      '/public/plugins/app-demo/../catalogue.json',
      '/public/plugins/app-demo/..%2fcatalogue.json',
      '/public/plugins/app-demo/%2e%2e/%2e%2e/business-codes.json',
      '/public/plugins/app-demo/img/../../node-dashboard/module.js',
      '/public/plugins/app-demo/%2fetc%2fpasswd',
      '/public/plugins/..%2fapp-demo/module.js',
    ]) {
      const answer = await rawGet(port, path);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.body).not.toContain('"plugin"');
    }
  });
});

describe('plugin proxy', () => {
  let sandbox: Sandbox;
  beforeEach(() => {
    sandbox = createSandbox();
  });
  afterEach(() => sandbox.close());

  it('answers the declared routes of an enabled backend plugin to those its route permits', async () => {
    const admin = await sandbox.login('admin');
    const nodes = '/proxy/plugins/node-dashboard/api/v1/nodes';
    expectError(await sandbox.request('GET', nodes), 12006);
    expectError(await sandbox.request('GET', nodes, { token: admin.accessToken }), 18001);
    expectError(
      await sandbox.request('GET', '/proxy/plugins/app-demo/x', { token: admin.accessToken }),
      18002,
    );
    await admin.post('/api/v1/manage/plugins/node-dashboard/install', { url: 'https://example.com/p.tgz' });
    const listed = await sandbox.request<{ kind: string; items: { metadata: { name: string } }[] }>(
      'GET',
      nodes,
      {
        token: admin.accessToken,
      },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.kind).toBe('NodeList');
    expect(listed.body.items.map((node) => node.metadata.name)).toContain('local-node-1');
    const alice = await sandbox.login('alice');
    expectError(await sandbox.request('GET', nodes, { token: alice.accessToken }), 403);
    expectError(await sandbox.request('DELETE', nodes, { token: admin.accessToken }), 404);
    expectError(
      await sandbox.request('GET', '/proxy/plugins/node-dashboard/api/v1/secrets', {
        token: admin.accessToken,
      }),
      404,
    );
    await admin.post('/api/v1/manage/plugins/node-dashboard/disable');
    expectError(await sandbox.request('GET', nodes, { token: admin.accessToken }), 18006);
  });
});
