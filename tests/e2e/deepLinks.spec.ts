import { demoPassword, expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { apiHeaders, expectStoreSearch } from '../pages/ApplicationPages';
import { otherUser } from '../pages/OtherUser';
import { section, settled, signedInAs } from '../pages/ProjectPages';
import { rowWithCell, rowWithLink, selectedTab } from '../pages/tableLocators';

test.describe.configure({ timeout: 120_000 });

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
  await expectStoreSearch(page);
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
  await expectStoreSearch(apps);
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
