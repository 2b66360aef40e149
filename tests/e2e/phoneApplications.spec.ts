import { expect, test } from '../fixtures';
import { LoginPage } from '../pages/LoginPage';
import { expectFitsPhone, expectFullScreen, openNavigation, PHONE } from '../pages/Phone';
import { settled, signedInAs } from '../pages/ProjectPages';

test.use(PHONE);
test.describe.configure({ timeout: 120_000 });

test('on a phone admin signs in, filters the applications and moves around through the navigation drawer', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await expectFitsPhone(page);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('VelaUX12345');
  await page.getByRole('button', { name: 'Sign in' }).tap();
  await expect(page).toHaveURL(/\/applications$/);
  await expect(page.getByRole('link', { name: 'Hello World' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Continuous Delivery' })).toHaveCount(0);
  await expectFitsPhone(page);
  await page.getByRole('button', { name: 'Table' }).tap();
  await expect(page.getByText('1-10 of 14')).toBeVisible();
  await expectFitsPhone(page);
  await page.getByRole('button', { name: 'Go to next page' }).tap();
  await expect(page.getByText('11-14 of 14')).toBeVisible();
  await expectFitsPhone(page);

  await page.getByRole('combobox', { name: 'Project' }).tap();
  await page.getByRole('option', { name: 'Shop Team' }).tap();
  await expect(page).toHaveURL(/%22project%22%3A%22team-shop%22/);
  await expect(page.getByRole('link', { name: 'Hello World' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Payment' })).toBeVisible();
  await expectFitsPhone(page);

  const drawer = await openNavigation(page);
  await expect(drawer.getByRole('navigation', { name: 'Workspaces' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Applications' })).toHaveAttribute('aria-current', 'page');
  await expectFitsPhone(page);
  await drawer.getByRole('link', { name: 'Pipelines' }).tap();
  await expect(page).toHaveURL(/\/pipelines$/);
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Release storefront' })).toBeVisible();
  await expectFitsPhone(page);

  await (await openNavigation(page)).getByRole('link', { name: 'Administrator' }).tap();
  await expect(page).toHaveURL(/\/clusters$/);
  await expectFitsPhone(page);
});

test("on a phone admin opens an application, its environment's status, instances and logs", async ({
  page,
  loginAs,
}) => {
  await signedInAs(page, loginAs, 'admin', 'Administrator');
  await page.getByRole('link', { name: 'Hello World' }).tap();
  await expect(page).toHaveURL(/\/applications\/hello-world\/config$/);
  await expect(page.getByRole('heading', { level: 1, name: 'hello-world(Hello World)' })).toBeVisible();
  await expectFitsPhone(page);

  await page.getByRole('tab', { name: 'Default' }).tap();
  const pages = page.getByRole('navigation', { name: 'Application pages' });
  await pages.getByRole('link', { name: 'Status' }).tap();
  await expect(page).toHaveURL(/\/envbinding\/default\/status$/);
  await expect(page.getByRole('tab', { name: 'Resource Graph' })).toBeVisible();
  await expectFitsPhone(page);
  await page.getByRole('tab', { name: 'Application Graph' }).tap();
  await expect(page.getByRole('tab', { name: 'Application Graph' })).toHaveAttribute('aria-selected', 'true');
  await expectFitsPhone(page);

  await pages.getByRole('link', { name: 'Instances' }).tap();
  const expand = page.getByRole('button', { name: /^Show details of hello-world-/ }).first();
  await expand.tap();
  await expect(expand).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('table', { name: /^Events · hello-world-/ })).toContainText('Started');
  await expectFitsPhone(page);

  await page
    .getByRole('link', { name: /^Logs of hello-world-/ })
    .first()
    .tap();
  const log = page.getByRole('log', { name: /^Logs of hello-world in hello-world-/ });
  await expect(log).toContainText('GET /');
  await expect(page.getByRole('switch', { name: 'Follow' })).toBeChecked();
  await page.getByRole('searchbox', { name: 'Search the logs' }).fill('healthz');
  await expect(page.getByRole('status').filter({ hasText: /^1 of \d+$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Next match' }).tap();
  await expect(page.getByRole('status').filter({ hasText: /^2 of \d+$/ })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Follow' })).not.toBeChecked();
  await expectFitsPhone(page);

  const sideways = () => log.evaluate((view) => view.scrollWidth - view.clientWidth);
  expect(await sideways()).toBeGreaterThan(0);
  await page.getByRole('switch', { name: 'Wrap lines' }).tap();
  await expect(page).toHaveURL(/wrap=on/);
  await expect.poll(sideways).toBe(0);
  const currentMatchShown = async () => {
    const [match, view] = [await log.locator('mark.current').boundingBox(), await log.boundingBox()];
    return !!match && !!view && match.y >= view.y && match.y + match.height <= view.y + view.height;
  };
  await expect.poll(currentMatchShown).toBe(true);
  await page.getByRole('switch', { name: 'Follow' }).tap();
  await expect(page.getByRole('switch', { name: 'Follow' })).toBeChecked();
  await expect(log).toContainText('GET /');
  await expectFitsPhone(page);
});

test('on a phone admin jumps to an application from the command palette', async ({ page, loginAs }) => {
  await signedInAs(page, loginAs, 'admin', 'Administrator');
  await page.getByRole('button', { name: 'Jump to' }).tap();
  const palette = page.getByRole('dialog', { name: 'Jump to a page or record' });
  await expect(palette.getByRole('option').first()).toBeVisible();
  await settled(page);
  await expectFullScreen(palette);
  await expectFitsPhone(page);
  await palette.getByRole('button', { name: 'Close' }).tap();
  await expect(palette).toHaveCount(0);
  await page.getByRole('button', { name: 'Jump to' }).tap();
  await palette.getByRole('combobox', { name: 'Search pages and records' }).fill('storef');
  await palette.getByRole('option', { name: /^storefront\b/ }).tap();
  await expect(page).toHaveURL(/\/applications\/storefront\/config$/);
  await expect(palette).toHaveCount(0);
});
