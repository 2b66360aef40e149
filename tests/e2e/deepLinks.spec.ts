import type { Page } from '@playwright/test';
import { demoPassword, expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { apiHeaders } from '../pages/ApplicationPages';
import { otherUser } from '../pages/OtherUser';
import { section, settled, signedInAs } from '../pages/ProjectPages';

test.describe.configure({ timeout: 120_000 });

const rowWithLink = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
const rowWithCell = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
const stepHint = (page: Page) =>
  page
    .getByRole('paragraph')
    .filter({ hasText: 'Choose a step to read its logs, inputs, outputs and properties.' });
const selectedTab = (page: Page, name: string) =>
  expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');

test('applications list: project, search and table view reopen for another user', async ({
  page,
  loginAs,
  browser,
  sandbox,
  baseURL,
}) => {
  await signedInAs(page, loginAs, 'grace', 'Grace', '/applications');
  await page.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: 'Shop Team' }).click();
  await page.getByRole('textbox', { name: 'Search by name and description' }).fill('store');
  await page.getByRole('button', { name: 'Table' }).click();
  await expect(page).toHaveURL(/view=table/);
  await expect(page).toHaveURL(/store/);
  await expect(rowWithLink(page, 'storefront(Storefront)')).toBeVisible();
  await expect(rowWithLink(page, 'cart(Cart)')).toHaveCount(0);
  const link = page.url();

  const admin = await otherUser(browser, sandbox, baseURL, 'admin');
  const shown = await admin.reader.open(link);
  await expect(shown.getByRole('combobox', { name: 'Project' })).toHaveText('Shop Team');
  await expect(shown.getByRole('textbox', { name: 'Search by name and description' })).toHaveValue('store');
  await expect(shown.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rowWithLink(shown, 'storefront(Storefront)')).toBeVisible();
  await expect(rowWithLink(shown, 'cart(Cart)')).toHaveCount(0);
  await settled(shown);
  await expectNoSeriousA11yViolations(shown);
  await admin.done();
});

test('application detail: the component drawer and a record step with its tab reopen for another user', async ({
  page,
  loginAs,
  browser,
  sandbox,
  baseURL,
}) => {
  await signedInAs(page, loginAs, 'alice', 'Alice', '/applications/hello-world/config');
  await page
    .getByRole('article', { name: 'hello-world' })
    .getByRole('button', { name: 'Edit hello-world', exact: true })
    .click();
  await expect(page.getByRole('dialog', { name: 'Edit Component hello-world' })).toBeVisible();
  await expect(page).toHaveURL(/#editComponent\/hello-world$/);
  const drawerLink = page.url();

  await page.goto('/applications/hello-world/envbinding/default/workflow');
  await expect(page).toHaveURL(/\/workflow\/records\/[^/?]+$/);
  const recordLink = page.url();
  await page
    .getByRole('button', { name: /^Deploy To / })
    .first()
    .click();
  const step = page.getByRole('heading', { name: /^Step Deploy To / });
  await expect(step).toBeVisible();
  await page.getByRole('tab', { name: 'Inputs' }).click();
  await expect(page).toHaveURL(/step=.+&tab=inputs$/);
  const stepLink = page.url();
  const stepTitle = await step.textContent();
  // Choosing a step is a move Back undoes; its tab only refines it.
  await page.goBack();
  await expect(stepHint(page)).toBeVisible();

  const admin = await otherUser(browser, sandbox, baseURL, 'admin');
  const shownDrawer = await admin.reader.open(drawerLink);
  await expect(shownDrawer.getByRole('dialog', { name: 'Edit Component hello-world' })).toBeVisible();
  await admin.done();

  const bob = await otherUser(browser, sandbox, baseURL, 'bob');
  const shownStep = await bob.reader.open(stepLink);
  await expect(shownStep.getByRole('heading', { name: stepTitle ?? '', exact: true })).toBeVisible();
  await selectedTab(shownStep, 'Inputs');
  await settled(shownStep);
  await expectNoSeriousA11yViolations(shownStep);
  const unknownStep = await bob.reader.open(`${recordLink}?step=no-such-step&tab=nothing`);
  await expect(stepHint(unknownStep)).toBeVisible();
  await bob.done();
});

test('environment: the status tab and the log pod, container, search and switches reopen for another user', async ({
  page,
  loginAs,
  browser,
  request,
  sandbox,
  baseURL,
}) => {
  const headers = await apiHeaders(sandbox, 'alice');
  const sidecar = await request.post('/api/v1/applications/hello-world/components/hello-world/traits', {
    headers,
    data: { type: 'sidecar', properties: JSON.stringify({ name: 'log-agent', image: 'busybox:1.36' }) },
  });
  expect(sidecar.ok(), await sidecar.text()).toBeTruthy();
  const deployed = await request.post('/api/v1/applications/hello-world/deploy', {
    headers,
    data: { workflowName: 'workflow-default', note: '', triggerType: 'web', force: false },
  });
  expect(deployed.ok(), await deployed.text()).toBeTruthy();
  await sandbox.advanceClock(120);

  await signedInAs(page, loginAs, 'alice', 'Alice', '/applications/hello-world/envbinding/default/status');
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\?tab=overview$/);
  const statusLink = page.url();

  await page.goto('/applications/hello-world/envbinding/default/logs');
  await expect(page.getByRole('log', { name: /^Logs of hello-world in hello-world-/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Container' }).click();
  await page.getByRole('option', { name: 'log-agent', exact: true }).click();
  await expect(page.getByRole('log', { name: /^Logs of log-agent in hello-world-/ })).toBeVisible();
  await expect(page).toHaveURL(/pod=hello-world-.+&container=log-agent$/);
  await page.getByRole('searchbox', { name: 'Search the logs' }).fill('log');
  await page.getByRole('switch', { name: 'Show timestamps' }).click();
  await expect(page).toHaveURL(/container=log-agent&q=log&follow=off&timestamps=on$/);
  const logsLink = page.url();

  const bob = await otherUser(browser, sandbox, baseURL, 'bob');
  const status = await bob.reader.open(statusLink);
  await selectedTab(status, 'Overview');
  const logs = await bob.reader.open(logsLink);
  await expect(logs.getByRole('log', { name: /^Logs of log-agent in hello-world-/ })).toBeVisible();
  await expect(logs.getByRole('combobox', { name: 'Container' })).toHaveText('log-agent');
  await expect(logs.getByRole('searchbox', { name: 'Search the logs' })).toHaveValue('log');
  await expect(logs.getByRole('switch', { name: 'Show timestamps' })).toBeChecked();
  await expect(logs.getByRole('switch', { name: 'Follow' })).not.toBeChecked();
  await settled(logs);
  await expectNoSeriousA11yViolations(logs);
  const unknownPod = await bob.reader.open(
    '/applications/hello-world/envbinding/default/logs?pod=no-such-pod&container=nothing',
  );
  await expect(unknownPod.getByRole('log', { name: /^Logs of hello-world in hello-world-/ })).toBeVisible();
  await bob.done();
});

test('project detail: a summary card page, the applications tab with its filters and the members drawer reopen for another user', async ({
  page,
  loginAs,
  browser,
  request,
  sandbox,
  baseURL,
}) => {
  const headers = await apiHeaders(sandbox, 'admin');
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
    const cluster = { clusterName: 'local', namespace: `shop-extra-${n}` };
    const target = await request.post('/api/v1/targets', {
      headers,
      data: { name: `shop-extra-${n}`, project: 'team-shop', cluster },
    });
    expect(target.ok(), await target.text()).toBeTruthy();
  }
  await signedInAs(page, loginAs, 'admin', 'Administrator', '/projects/team-shop/summary');
  await section(page, 'Targets').getByRole('button', { name: 'Go to page 2' }).click();
  await expect(section(page, 'Targets').getByText('11-11 of 11')).toBeVisible();
  await expect(page).toHaveURL(/\/summary\?targets\.page=2$/);
  const summaryLink = page.url();

  await page.goto('/projects/team-shop/applications');
  await page.getByRole('textbox', { name: 'Search by name and description' }).fill('store');
  await page.getByRole('button', { name: 'Table' }).click();
  await expect(page).toHaveURL(/store/);
  await expect(rowWithLink(page, 'storefront(Storefront)')).toBeVisible();
  await expect(rowWithLink(page, 'cart(Cart)')).toHaveCount(0);
  const appsLink = page.url();

  await page.goto('/projects/team-shop/members');
  await page.getByRole('button', { name: 'Add Member' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Member' })).toBeVisible();
  const membersLink = page.url();

  const grace = await otherUser(browser, sandbox, baseURL, 'grace');
  const summary = await grace.reader.open(summaryLink);
  await expect(section(summary, 'Targets').getByText('11-11 of 11')).toBeVisible();
  await expect(section(summary, 'Configs').getByText(/^1-\d+ of \d+$/)).toBeVisible();
  const apps = await grace.reader.open(appsLink);
  await selectedTab(apps, 'Applications');
  await expect(apps.getByRole('textbox', { name: 'Search by name and description' })).toHaveValue('store');
  await expect(rowWithLink(apps, 'storefront(Storefront)')).toBeVisible();
  await expect(rowWithLink(apps, 'cart(Cart)')).toHaveCount(0);
  const members = await grace.reader.open(membersLink);
  await expect(members.getByRole('dialog', { name: 'Add Member' })).toBeVisible();
  await settled(members);
  await expectNoSeriousA11yViolations(members);
  await grace.done();
});

test('admin lists: user filter and drawer, definition type, search and page, addon search and drawer reopen for another admin', async ({
  page,
  loginAs,
  browser,
  request,
  sandbox,
  baseURL,
}) => {
  const created = await request.post('/api/v1/users', {
    headers: await apiHeaders(sandbox, 'admin'),
    data: { name: 'ops', alias: 'Ops', email: 'ops@example.com', password: demoPassword, roles: ['admin'] },
  });
  expect(created.ok(), await created.text()).toBeTruthy();

  await signedInAs(page, loginAs, 'admin', 'Administrator', '/users');
  await page.getByRole('textbox', { name: 'Search by name' }).fill('ali');
  await expect(page).toHaveURL(/ali/);
  await expect(rowWithCell(page, 'bob')).toHaveCount(0);
  await rowWithCell(page, 'alice').getByRole('button', { name: 'Reset Password alice' }).click();
  await expect(page.getByRole('dialog', { name: 'Reset Password' })).toBeVisible();
  const usersLink = page.url();

  await page.goto('/definitions/trait/config');
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('side');
  await expect(page).toHaveURL(/\/definitions\/trait\/config\?q=side$/);
  const definitionsLink = page.url();
  await page.goto('/definitions/workflowstep/config');
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/\/definitions\/workflowstep\/config\?page=2$/);
  const stepsLink = page.url();

  await page.goto('/addons');
  await page.getByRole('searchbox', { name: 'Search by name or description' }).fill('flux');
  await page.keyboard.press('Enter');
  const fluxcd = page.getByRole('article', { name: 'fluxcd', exact: true });
  await fluxcd.getByRole('link', { name: 'fluxcd', exact: true }).click();
  await expect(page.getByRole('dialog', { name: /^fluxcd/ })).toBeVisible();
  await expect(page).toHaveURL(/\/addons\/fluxcd\?query=flux$/);
  const addonLink = page.url();

  const ops = await otherUser(browser, sandbox, baseURL, 'ops');
  const users = await ops.reader.open(usersLink);
  const reset = users.getByRole('dialog', { name: 'Reset Password' });
  await expect(reset.getByRole('textbox', { name: 'Name' })).toHaveValue('alice');
  await users.keyboard.press('Escape');
  await expect(reset).toBeHidden();
  await expect(users.getByRole('textbox', { name: 'Search by name' })).toHaveValue('ali');
  await expect(rowWithCell(users, 'alice')).toBeVisible();
  await expect(rowWithCell(users, 'bob')).toHaveCount(0);

  const definitions = await ops.reader.open(definitionsLink);
  await selectedTab(definitions, 'Trait');
  await expect(definitions.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('side');
  await expect(rowWithCell(definitions, 'sidecar')).toBeVisible();
  await expect(rowWithCell(definitions, 'scaler')).toHaveCount(0);
  await settled(definitions);
  await expectNoSeriousA11yViolations(definitions);
  const steps = await ops.reader.open(stepsLink);
  await expect(rowWithCell(steps, 'webhook')).toBeVisible();
  await expect(rowWithCell(steps, 'apply-app')).toHaveCount(0);

  const addons = await ops.reader.open(addonLink);
  const drawer = addons.getByRole('dialog', { name: /^fluxcd/ });
  await expect(drawer).toBeVisible();
  await addons.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(addons).toHaveURL(/\/addons\?query=flux$/);
  await expect(addons.getByRole('searchbox', { name: 'Search by name or description' })).toHaveValue('flux');
  await expect(addons.getByRole('article', { name: 'fluxcd', exact: true })).toBeVisible();
  await ops.done();
});

test('pipelines: the list search and a run step with its tab reopen for another user; Back leaves the search, undoes the step', async ({
  page,
  loginAs,
  browser,
  sandbox,
  baseURL,
}) => {
  const nightly = 'nightly-report(Nightly report)';
  // Signed in on the applications list first: Back is checked to return there.
  await signedInAs(page, loginAs, 'henry', 'Henry');
  await page.goto('/pipelines');
  await page.getByRole('textbox', { name: 'Search by name, alias or description' }).fill('nightly');
  await expect(page).toHaveURL(/nightly/);
  await expect(rowWithLink(page, nightly)).toBeVisible();
  const listLink = page.url();
  // The search refined the list without a history entry of its own: Back leaves the list.
  await page.goBack();
  await expect(page).toHaveURL(/\/applications(\?|$)/);
  await page.goForward();

  await rowWithLink(page, nightly)
    .getByRole('link', { name: /^nightly-report-/ })
    .click();
  await page
    .getByRole('button', { name: /Fetch orders/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Step Fetch orders' })).toBeVisible();
  await page.getByRole('tab', { name: 'Inputs' }).click();
  await expect(page).toHaveURL(/\?step=fetch-orders&tab=inputs$/);
  const runLink = page.url();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Step Fetch orders' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/runs\/nightly-report-[^?]+$/);

  const grace = await otherUser(browser, sandbox, baseURL, 'grace');
  const list = await grace.reader.open(listLink);
  await expect(list.getByRole('textbox', { name: 'Search by name, alias or description' })).toHaveValue(
    'nightly',
  );
  await expect(rowWithLink(list, nightly)).toBeVisible();
  await expect(rowWithLink(list, 'release-storefront(Release storefront)')).toHaveCount(0);
  const run = await grace.reader.open(runLink);
  await expect(run.getByRole('heading', { name: 'Step Fetch orders' })).toBeVisible();
  await selectedTab(run, 'Inputs');
  await settled(run);
  await expectNoSeriousA11yViolations(run);
  await grace.done();
});
