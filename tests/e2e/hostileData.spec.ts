import type { APIRequestContext, Page } from '@playwright/test';
import { demoPassword, expect, expectNoSeriousA11yViolations, test, type Sandbox } from '../fixtures';
import { openInConsole } from '../pages/ConsoleNavigation';

/** Each payload reports itself through `__pwned` (exposed by the test) if the browser ever runs it. */
const IMG = `<img src=x onerror="__pwned('img')">`;
const SCRIPT = `<script>__pwned('script')</script>`;
const SVG = `<svg onload="__pwned('svg')">`;
const JS_URL = `javascript:__pwned('url')//`;
const ALERT = '<img src=y onerror=alert(document.domain)>';
/** The signed-in admin's alias, shown in the top bar of every page, so distinct from the rest. */
const ADMIN_ALIAS = `<b onmouseover="__pwned('admin')">admin</b>`;

type Body = Record<string, unknown>;

/** Admin writes through the API; every hostile value must be stored (the UI is what is under test). */
async function adminApi(request: APIRequestContext, sandbox: Sandbox) {
  const { accessToken } = await sandbox.login('admin');
  const headers = { Authorization: `Bearer ${accessToken}` };
  const call = async (method: 'get' | 'post' | 'put', path: string, data?: Body) => {
    const res = await request[method](`/api/v1${path}`, { headers, data });
    return { status: res.status(), body: (await res.json()) as Body };
  };
  const write = async (method: 'post' | 'put', path: string, data: Body) => {
    const { status, body } = await call(method, path, data);
    expect(status, `${method.toUpperCase()} ${path}: ${JSON.stringify(body)}`).toBe(200);
  };
  return { call, write, get: async (path: string) => (await call('get', path)).body };
}

async function storeHostileData(api: Awaited<ReturnType<typeof adminApi>>) {
  const { write, get } = api;
  await write('put', '/users/admin', { alias: ADMIN_ALIAS, email: 'admin@example.com' });
  await write('put', '/users/bob', { alias: SCRIPT, email: 'bob@example.com' });
  await write('put', '/users/alice', { alias: JS_URL, email: 'alice@example.com' });
  await write('post', '/users', {
    name: 'mallory',
    alias: ALERT,
    email: 'mallory@example.com',
    password: demoPassword,
    roles: [],
  });
  await write('put', '/projects/default', { alias: IMG, description: SCRIPT, owner: 'admin' });
  await write('post', '/projects', { name: 'hostile', alias: JS_URL, description: SVG, owner: 'admin' });
  await write('put', '/envs/default', { alias: SVG, description: SCRIPT, targets: ['default'] });
  await write('put', '/targets/default', { alias: JS_URL, description: IMG });
  const cluster = await get('/clusters/prod-cluster');
  await write('put', '/clusters/prod-cluster', {
    name: 'prod-cluster',
    alias: IMG,
    description: SCRIPT,
    kubeConfig: cluster.kubeConfig,
    labels: { hostile: JS_URL },
  });
  await write('put', '/applications/guestbook', {
    alias: IMG,
    description: SCRIPT,
    icon: JS_URL,
    labels: { hostile: JS_URL },
  });
  await write('post', '/applications/guestbook/triggers', {
    name: 'hostile-trigger',
    alias: IMG,
    description: SCRIPT,
    type: 'webhook',
    payloadType: 'custom',
    workflowName: 'workflow-default',
    componentName: 'guestbook',
  });
  await write('post', '/applications/guestbook/deploy', {
    workflowName: 'workflow-default',
    triggerType: 'web',
    force: true,
    note: SVG,
  });
  await write('post', '/permissions', {
    name: 'hostile-permission',
    alias: SVG,
    resources: ['project:*'],
    actions: ['detail'],
    effect: 'Allow',
  });
  await write('put', '/roles/admin', { alias: ALERT, permissions: ['admin'] });
  await write('post', '/manage/plugins/app-demo/setting', { jsonData: { greeting: SVG } });
  await write('post', '/roles', { name: 'hostile-role', alias: IMG, permissions: ['hostile-permission'] });
  await write('post', '/configs', {
    name: 'hostile-registry',
    alias: IMG,
    description: SCRIPT,
    template: { name: 'image-registry', namespace: 'vela-system' },
    properties: JSON.stringify({ registry: JS_URL }),
  });
  const webservice = await get('/definitions/webservice?type=component');
  const uiSchema = (webservice.uiSchema as Body[]).map((parameter) =>
    parameter.jsonKey === 'image'
      ? { ...parameter, label: IMG, description: `${SCRIPT} ${JS_URL}` }
      : parameter,
  );
  await write('put', '/definitions/webservice/uischema', { type: 'component', uiSchema });
}

/** Pages of the console that exist, hostile text each must show as text, and where on the page. */
const pages: [path: string, shows: string[], region?: string][] = [
  ['/applications', []],
  ['/applications/guestbook/config', []],
  ['/applications/guestbook/revisions', [SVG]],
  ['/pipelines', []],
  ['/envs', [SVG]],
  ['/targets', [JS_URL]],
  ['/projects', [IMG, SCRIPT]],
  ['/projects/default/summary', []],
  ['/projects/default/applications', []],
  ['/projects/default/roles', []],
  ['/projects/default/members', []],
  ['/addons', []],
  ['/definitions/component/config', []],
  ['/definitions/trait/config', []],
  ['/definitions/component/webservice/ui-schema', [IMG, `${SCRIPT} ${JS_URL}`], 'Preview'],
  ['/configs', []],
  ['/configs/image-registry/config', []],
  ['/manage/plugins', []],
  ['/plugins/hostile/x', []],
  ['/plugins/app-demo', [SVG]],
  ['/clusters', [IMG, SCRIPT]],
  ['/users', [ADMIN_ALIAS, SCRIPT, JS_URL, ALERT]],
  ['/roles', [ALERT, IMG, SVG]],
  ['/platform/projects', []],
  ['/settings', []],
  ['/notFound', []],
];

/** Attributes that would run script: `javascript:` addresses and inline event handlers. */
function scriptableAttributes(): string[] {
  const found: string[] = [];
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const { name, value } of Array.from(element.attributes)) {
      // Browsers ignore control characters and spaces in a scheme, so `java\tscript:` counts too.
      const address = Array.from(value)
        .filter((char) => char.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (name.startsWith('on') || address.startsWith('javascript:')) {
        found.push(`<${element.localName} ${name}="${value}">`);
      }
    }
  }
  return found;
}

/** What ran: calls of the exposed `__pwned` and any alert, confirm or prompt dialog. */
async function watchForScript(page: Page): Promise<string[]> {
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.exposeFunction('__pwned', (source: string) => ran.push(`__pwned(${source})`));
  return ran;
}

/** Pages a test visits: few enough that one test stays well inside its time on a loaded machine. */
const PAGES_PER_TEST = 6;
const pageGroups = Array.from({ length: Math.ceil(pages.length / PAGES_PER_TEST) }, (_, index) =>
  pages.slice(index * PAGES_PER_TEST, (index + 1) * PAGES_PER_TEST),
);

/** Opens each page as the admin and returns, per page, the attributes that would run script. */
async function scriptableAttributesOn(page: Page, group: typeof pages): Promise<Record<string, string[]>> {
  const attributes: Record<string, string[]> = {};
  for (const [path, shows, region] of group) {
    await openInConsole(page, path);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    const within = region ? page.getByRole('region', { name: region }) : page.locator('body');
    for (const text of shows) await expect.soft(within.getByText(text).first()).toBeVisible();
    attributes[path] = await page.evaluate(scriptableAttributes);
    await expectNoSeriousA11yViolations(page);
  }
  return attributes;
}

test.describe('hostile data', () => {
  for (const group of pageGroups) {
    test(`markup and javascript: values stored through the API stay text on ${group.map(([path]) => path).join(', ')}`, async ({
      page,
      request,
      sandbox,
      loginAs,
    }) => {
      test.setTimeout(120_000);
      const ran = await watchForScript(page);
      await storeHostileData(await adminApi(request, sandbox));
      await loginAs('admin');
      await page.getByRole('button', { name: ADMIN_ALIAS }).click();
      await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
      await page.keyboard.press('Escape');

      const attributes = await scriptableAttributesOn(page, group);

      const scriptable = Object.entries(attributes).filter(([, found]) => found.length > 0);
      expect.soft(ran, 'script run by stored data').toEqual([]);
      expect(scriptable, 'javascript: addresses and inline handlers in the DOM').toEqual([]);
    });
  }

  test('markup stored through the API stays text on the sign-in page', async ({ page, request, sandbox }) => {
    const ran = await watchForScript(page);
    await storeHostileData(await adminApi(request, sandbox));
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(scriptableAttributes)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    expect(ran, 'script run by stored data').toEqual([]);
  });

  test('a javascript: Vela address is refused by the server, and the login page does not follow one', async ({
    page,
    request,
    sandbox,
  }) => {
    const api = await adminApi(request, sandbox);
    const refused = await api.call('put', '/system_info', {
      enableCollection: true,
      loginType: 'local',
      velaAddress: 'javascript:alert(document.domain)//',
    });
    expect(refused).toEqual({
      status: 400,
      body: { BusinessCode: 400, Message: "the field 'velaAddress' must be an http or https URL" },
    });

    // A real API server behind the proxy may still hand out such an address: the console must refuse it.
    const ran = await watchForScript(page);
    await page.route('**/api/v1/auth/login_type', (route) => route.fulfill({ json: { loginType: 'dex' } }));
    await page.route('**/api/v1/auth/dex_config', (route) =>
      route.fulfill({
        json: {
          clientID: 'velaux',
          clientSecret: 'velaux-secret',
          issuer: `javascript:__pwned('dex');alert(document.domain)///dex`,
          redirectURL: 'javascript:alert(document.domain)///callback',
        },
      }),
    );
    await page.goto('/login');
    await expect.soft(page.getByText('Single sign-on is unavailable')).toBeVisible();
    await expect.soft(page.getByText(/not an http or https address/)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(scriptableAttributes)).toEqual([]);
    expect(ran, 'script run by the single sign-on address').toEqual([]);
  });

  test('javascript: cluster and registry addresses are refused by the server, and the clusters page links none', async ({
    page,
    request,
    sandbox,
    loginAs,
  }) => {
    const api = await adminApi(request, sandbox);
    const cluster = await api.get('/clusters/prod-cluster');
    const refusedCluster = await api.call('put', '/clusters/prod-cluster', {
      name: 'prod-cluster',
      kubeConfig: cluster.kubeConfig,
      dashboardURL: JS_URL,
    });
    expect(refusedCluster).toEqual({
      status: 400,
      body: { BusinessCode: 400, Message: "the field 'dashboardURL' must be an http or https URL" },
    });
    const refusedRegistry = await api.call('post', '/addon_registries', {
      name: 'hostile',
      git: { url: JS_URL, path: 'addons' },
    });
    expect(refusedRegistry.status).toBe(400);

    // A real API server behind the proxy may still hand out such addresses: the console must not link them.
    const ran = await watchForScript(page);
    await page.route(
      (url) => url.pathname === '/api/v1/clusters',
      async (route) => {
        const answer = (await (await route.fetch()).json()) as { clusters: Body[] };
        const clusters = answer.clusters.map((item) => ({ ...item, icon: JS_URL, dashboardURL: JS_URL }));
        await route.fulfill({ json: { ...answer, clusters } });
      },
    );
    await loginAs('admin');
    await openInConsole(page, '/clusters');
    await expect(page.getByRole('heading', { level: 2, name: 'Production' })).toBeVisible();
    expect(await page.evaluate(scriptableAttributes)).toEqual([]);
    expect(ran, 'script run by a cluster address').toEqual([]);
  });
});
