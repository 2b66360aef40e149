import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, test, type Sandbox } from '../fixtures';
import { settled } from '../pages/ProjectPages';

type Json = Record<string, unknown>;

/** Fields whose text is one of a set of values: the server of another version sends one unknown here. */
const ENUM_FIELDS = new Set(['status', 'phase', 'type', 'mode', 'health', 'effect', 'kind', 'subMode']);
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A record as a server of another version could send it, its name kept: null where a list is expected,
 * a number or an object where text is, an unknown value of a set, nested objects left out (or, `depth`
 * levels down, malformed in turn).
 */
function malformed(record: Json, depth = 0): Json {
  const result: Json = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === 'name') result[key] = value;
    else if (Array.isArray(value)) result[key] = null;
    else if (isObject(value)) {
      if (depth > 0) result[key] = malformed(value, depth - 1);
    } else if (typeof value === 'string') {
      result[key] = ENUM_FIELDS.has(key) ? 'no-such-value' : key === 'alias' ? { unexpected: key } : 404;
    } else result[key] = value;
  }
  return result;
}

/** The answer with its first listed record malformed; an answer listing nothing is malformed itself. */
function withMalformedRecord(body: Json, depth: number): Json {
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value) && isObject(value[0])) {
      return { ...body, [key]: [malformed(value[0], depth), ...value.slice(1)] };
    }
  }
  return malformed(body, depth);
}

/**
 * Answers the GETs of one API path with a malformed record (the sandbox still answers, so the request
 * and the real answer stay within the contract); `heal()` lets the real answers through again, `names`
 * are those of the records malformed, `served` how many answers were.
 */
async function serveMalformed(page: Page, path: RegExp, depth = 0) {
  const names = new Set<string>();
  const served = { count: 0 };
  const handler = async (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const body = withMalformedRecord((await response.json()) as Json, depth);
    const listed = Object.values(body).find(Array.isArray) as Json[] | undefined;
    const name = (listed?.[0] ?? body).name;
    if (typeof name === 'string') names.add(name);
    served.count += 1;
    return route.fulfill({ response, json: body });
  };
  const matches = (url: URL) => path.test(url.pathname);
  await page.route(matches, handler);
  return { names, served, heal: () => page.unroute(matches, handler) };
}

async function adminGet(request: APIRequestContext, sandbox: Sandbox, path: string) {
  const { accessToken } = await sandbox.login('admin');
  const headers = { Authorization: `Bearer ${accessToken}` };
  const res = await request.get(`/api/v1${path}`, { headers });
  expect(res.ok(), `GET ${path}`).toBeTruthy();
  return (await res.json()) as Json;
}

async function adminPost(request: APIRequestContext, sandbox: Sandbox, path: string, data: Json) {
  const { accessToken } = await sandbox.login('admin');
  const res = await request.post(`/api/v1${path}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    data,
  });
  expect(res.ok(), `POST ${path}`).toBeTruthy();
  return (await res.json()) as Json;
}

const failedPanels = (page: Page) => page.getByRole('alert').filter({ hasText: 'could not be shown' });
const failures = (page: Page) => page.getByRole('alert').filter({ hasText: /could not be (shown|loaded)/ });

/** The page keeps its heading, the top bar and the side navigation, and is not the page of a crash. */
async function expectPageStands(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Workspaces' })).toBeVisible();
  await expect(page.getByRole('navigation')).not.toHaveCount(1);
  await expect(page.getByText('An unexpected error happened')).toHaveCount(0);
}

/**
 * The page keeps its heading, the top bar and the side navigation; the panel that drew the malformed
 * record says so with Retry, and no other panel failed.
 */
async function expectPanelFailedAlone(page: Page, panel: string) {
  await expect(failedPanels(page)).toContainText([`${panel} could not be shown`]);
  await expect(failures(page)).toHaveCount(1);
  await expect(failedPanels(page).getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectPageStands(page);
}

/** With the real answers again, Retry draws the panel: it reloads what it could not draw. */
async function retryHeals(page: Page, heal: () => Promise<void>) {
  await heal();
  await failedPanels(page).getByRole('button', { name: 'Retry' }).click();
  await expect(failedPanels(page)).toHaveCount(0);
  await settled(page);
}

/**
 * Pages whose panel cannot draw the malformed record: the page, the API path whose answer is malformed,
 * how deep nested objects are malformed, the panel that fails.
 */
const failingPanels: [path: string, api: RegExp, depth: number, panel: string][] = [
  ['/applications', /^\/api\/v1\/applications$/, 0, 'Applications'],
  ['/applications/guestbook/config', /^\/api\/v1\/applications\/guestbook\/envs$/, 0, 'The environment tabs'],
  ['/applications/guestbook/config', /^\/api\/v1\/applications\/guestbook\/components$/, 0, 'Components'],
  ['/clusters', /^\/api\/v1\/clusters$/, 0, 'Clusters'],
  ['/envs', /^\/api\/v1\/envs$/, 0, 'Environments'],
  ['/definitions/component/config', /^\/api\/v1\/definitions$/, 0, 'Definitions'],
  ['/pipelines', /^\/api\/v1\/pipelines$/, 0, 'Pipelines'],
  ['/settings', /^\/api\/v1\/system_info$/, 0, 'Version'],
];

/**
 * Pages whose renderers take the malformed record as it comes: the page, the API path, the depth, and
 * whether the malformed record is listed by its name. (/projects lists the memberships of user_info,
 * read once at sign-in, so no answer of its own can be malformed.)
 */
const tolerantPages: [path: string, api: RegExp, depth: number, listed: boolean][] = [
  ['/applications/guestbook/envbinding/default/status', /\/envs\/default\/status$/, 2, false],
  ['/projects/default/summary', /^\/api\/v1\/projects\/default\/targets$/, 0, true],
  ['/users', /^\/api\/v1\/users$/, 0, true],
  ['/targets', /^\/api\/v1\/targets$/, 0, true],
  ['/addons', /^\/api\/v1\/addons$/, 0, true],
  ['/configs/image-registry/config', /^\/api\/v1\/configs$/, 0, true],
  [
    '/projects/team-shop/pipelines/release-storefront/studio',
    /^\/api\/v1\/projects\/team-shop\/pipelines\/release-storefront$/,
    0,
    false,
  ],
];

test.describe('malformed records', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const [path, api, depth, listed] of tolerantPages) {
    test(`${path} draws a malformed record without failing`, async ({ page, loginAs }) => {
      await loginAs('admin');
      const answers = await serveMalformed(page, api, depth);
      await page.goto(path);
      await expect
        .poll(() => answers.served.count, { message: 'malformed answers served' })
        .toBeGreaterThan(0);
      await settled(page);
      await expectPageStands(page);
      for (const name of listed ? answers.names : []) {
        await expect(page.getByRole('main').getByText(name, { exact: false }).first()).toBeVisible();
      }
      await expect(failures(page)).toHaveCount(0);
    });
  }

  for (const [path, api, depth, panel] of failingPanels) {
    test(`${path}: ${panel} fails alone and draws again on Retry`, async ({ page, loginAs }) => {
      await loginAs('admin');
      const answers = await serveMalformed(page, api, depth);
      await page.goto(path);
      await expectPanelFailedAlone(page, panel);
      await retryHeals(page, answers.heal);
    });
  }

  test('a pipeline run whose status is malformed is drawn without failing', async ({
    page,
    request,
    sandbox,
    loginAs,
  }) => {
    const pipeline = '/projects/team-shop/pipelines/release-storefront';
    const runs = await adminGet(request, sandbox, `${pipeline}/runs`);
    const listed = Object.values(runs).find(Array.isArray) as Json[];
    const run = String(listed[0].pipelineRunName);
    await loginAs('admin');
    const answers = await serveMalformed(page, new RegExp(`/runs/${run}/status$`), 2);
    await page.goto(`${pipeline}/runs/${run}`);
    await expect(page.getByRole('heading', { name: /^Pipeline run / })).toBeVisible();
    await settled(page);
    await expectPageStands(page);
    expect(answers.served.count, 'malformed answers served').toBeGreaterThan(0);
    await expect(failures(page)).toHaveCount(0);
  });

  test('a workflow record that is malformed is drawn without failing', async ({
    page,
    request,
    sandbox,
    loginAs,
  }) => {
    await adminPost(request, sandbox, '/applications/guestbook/deploy', {
      workflowName: 'workflow-default',
      triggerType: 'web',
      force: true,
    });
    await loginAs('admin');
    const answers = await serveMalformed(
      page,
      /^\/api\/v1\/applications\/guestbook\/envs\/default\/records$/,
      1,
    );
    await page.goto('/applications/guestbook/envbinding/default/workflow');
    await expect(page.getByRole('heading', { name: /^Workflow record workflow-default-/ })).toBeVisible();
    await settled(page);
    await expectPageStands(page);
    expect(answers.served.count, 'malformed answers served').toBeGreaterThan(0);
    await expect(failures(page)).toHaveCount(0);
  });

  test('the workflow studio: a step whose dependsOn is a text fails only the canvas, which Retry draws again', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    const api = (url: URL) => url.pathname === '/api/v1/applications/guestbook/workflows/workflow-default';
    const handler = async (route: Route) => {
      const response = await route.fetch();
      const workflow = (await response.json()) as Json;
      const [first, ...rest] = workflow.steps as Json[];
      const steps = [{ ...first, dependsOn: String(first.name) }, ...rest];
      await route.fulfill({ response, json: { ...workflow, mode: 'DAG', steps } });
    };
    await page.route(api, handler);
    await page.goto('/applications/guestbook/envbinding/default/workflow/workflow-default/studio');
    await expectPanelFailedAlone(page, 'Workflow steps');
    await expect(page.getByRole('button', { name: 'Add Step' })).toBeEnabled();
    await expect(page.getByRole('combobox', { name: /^Mode/ })).toHaveText('DAG');
    await retryHeals(page, () => page.unroute(api, handler));
    await expect(page.getByRole('region', { name: 'Workflow steps' })).toBeVisible();
  });

  test('a signed-in user whose alias is not text is shown by the name in the top bar', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    await page.route(
      (url) => url.pathname === '/api/v1/auth/user_info',
      async (route) => {
        const response = await route.fetch();
        const user = (await response.json()) as Json;
        await route.fulfill({ response, json: { ...user, alias: { unexpected: 'alias' } } });
      },
    );
    await page.goto('/envs');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'admin', exact: true }).click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: 'Environments' })).toBeVisible();
    await expect(banner.getByRole('navigation', { name: 'Workspaces' })).toBeVisible();
    await expect(failures(page)).toHaveCount(0);
  });
});
