import { rmSync } from 'node:fs';
import { startSandbox } from '../../server/sandboxProcess';
import { demoPassword, expect, expectNoSeriousA11yViolations, test as base } from '../fixtures';
import { apiHeaders } from '../pages/ApplicationPages';
import { settled } from '../pages/ProjectPages';

/**
 * The console server in proxy mode (A) in front of another server (B), as the console runs next to a
 * real KubeVela API server. B is this worker's sandbox (a process of its own on a free port, with the
 * demo data, test hooks and the contract check of every answer); A is started with VELA_API_URL=B and
 * serves the built console. The browser only ever talks to A.
 */
const test = base.extend<object, { consoleUrl: string }>({
  consoleUrl: [
    async ({ sandboxUrl }, use) => {
      const proxy = await startSandbox({ env: { VELA_MODE: 'proxy', VELA_API_URL: sandboxUrl } });
      await use(proxy.baseUrl);
      await proxy.stop();
      rmSync(proxy.dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

test.describe.configure({ timeout: 120_000 });

test('through a console in proxy mode, the admin signs in, applies an OAM application by namespace, reads an application’s logs and uses the cloud shell', async ({
  page,
  request,
  sandbox,
  sandboxUrl,
  consoleUrl,
}) => {
  const enabled = await request.post('/api/v1/addons/cloudshell/enable', {
    headers: await apiHeaders(sandbox, 'admin'),
    data: {},
  });
  expect(enabled.ok(), 'enable cloudshell on B').toBeTruthy();
  await sandbox.advanceClock(60);
  const origins = new Set<string>();
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol.startsWith('http')) origins.add(url.origin);
  });
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));

  await page.goto(`${consoleUrl}/login`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Administrator', exact: true })).toBeVisible();

  // No console page applies an OAM application by namespace, but the contract has the operation: the
  // signed-in page calls it as any client of console A would, and A hands it to B.
  const oam = await page.evaluate(async () => {
    // The default environment's namespace: B applies an application only to its project's targets.
    const address = '/v1/namespaces/default/applications/raw';
    const headers = {
      Authorization: `Bearer ${localStorage.getItem('token')}`,
      'Content-Type': 'application/json',
    };
    const spec = { components: [{ name: 'web', type: 'webservice', properties: { image: 'nginx' } }] };
    const applied = await fetch(address, { method: 'POST', headers, body: JSON.stringify(spec) });
    const read = await fetch(address, { headers });
    const readBody = (await read.json()) as { kind?: string; spec?: unknown };
    const deleted = await fetch(address, { method: 'DELETE', headers });
    const gone = await fetch(address, { headers });
    return {
      statuses: [applied.status, read.status, deleted.status, gone.status],
      read: { kind: readBody.kind, spec: readBody.spec },
    };
  });
  expect(oam).toEqual({
    statuses: [200, 200, 200, 404],
    read: {
      kind: 'Application',
      spec: { components: [{ name: 'web', type: 'webservice', properties: { image: 'nginx' } }] },
    },
  });

  await page.goto(`${consoleUrl}/applications/hello-world/config`);
  await expect(page.getByRole('heading', { level: 1, name: 'hello-world(Hello World)' })).toBeVisible();
  await page
    .getByRole('tablist', { name: 'Environments of the application' })
    .getByRole('tab', { name: /default/i })
    .click();
  await page
    .getByRole('navigation', { name: 'Application pages' })
    .getByRole('link', { name: 'Logs' })
    .click();
  const log = page.getByRole('log', { name: /^Logs of hello-world in hello-world-/ });
  await expect(log).toContainText('GET /');
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Cloud Shell' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cloud Shell' });
  await expect(drawer.getByRole('status')).toHaveText(/^Preparing/);
  await sandbox.advanceClock(10);
  const terminal = page.frameLocator('iframe[title="Cloud shell terminal"]');
  const screen = terminal.getByRole('log', { name: 'Terminal' });
  await expect(screen).toContainText('Welcome to the KubeVela cloud shell (sandbox), admin.');
  await terminal.getByRole('textbox', { name: 'Command' }).fill('vela status hello-world');
  await terminal.getByRole('textbox', { name: 'Command' }).press('Enter');
  await expect(screen).toContainText(
    /admin@cloudshell:~\$ vela status hello-world\s+sandbox: vela: the simulated terminal runs no commands/,
  );
  await expectNoSeriousA11yViolations(page);

  const consoleOrigin = new URL(consoleUrl).origin;
  expect([...origins], 'origins the browser talked to').toEqual([consoleOrigin]);
  expect(sockets).toEqual([
    // B is a sandbox: its ticket cookie passes the proxy both ways, so no token is in the address.
    expect.stringMatching(/^ws:\/\/127\.0\.0\.1:\d+\/view\/cloudshell\/ws$/),
  ]);
  expect(new URL(sockets[0]).host).toBe(new URL(consoleUrl).host);
  expect(new URL(sandboxUrl).host).not.toBe(new URL(consoleUrl).host);
});
