import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { apiHeaders } from '../pages/ApplicationPages';
import { expectNoLeaks, switchToChinese } from '../pages/Chinese';
import { settled } from '../pages/ProjectPages';

test.describe.configure({ timeout: 120_000 });

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const drawer = (page: Page, title: string) => page.getByRole('dialog', { name: title, exact: true });
/** The addon status is read again every 4 s while it changes; a sandbox step takes 3 s. */
const POLLED = { timeout: 20_000 };

const HOSTILE_README = [
  '# Hostile README',
  '<script>window.__pwned = true</script>',
  '<img src="x" onerror="window.__pwned = true">',
  '[click me](javascript:window.__pwned=true) and [the docs](https://kubevela.io)',
].join('\n\n');

async function chooseOption(
  page: Page,
  scope: Page | ReturnType<Page['getByRole']>,
  box: string,
  option: string,
) {
  await scope.getByRole('combobox', { name: box }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin filters the addons by registry and by tag', async ({ page, loginAs }) => {
  await loginAs('admin', '/addons');
  await expect(card(page, 'velaux')).toBeVisible();
  await expect(card(page, 'fluxcd').getByText('Enabled', { exact: true })).toBeVisible();
  await settled(page);
  // Beside the registry picker, the search box once shrank to nothing at 1280 px.
  const searchBox = await page
    .getByRole('searchbox', { name: 'Search by name or description' })
    .boundingBox();
  expect(searchBox?.width).toBeGreaterThan(200);

  const tags = page.getByRole('group', { name: 'Tags' });
  await tags.getByRole('checkbox', { name: 'Observability' }).check();
  await expect(card(page, 'velaux')).toHaveCount(0);
  await expect(card(page, 'grafana')).toBeVisible();
  await expect(page).toHaveURL(/tag=Observability/);
  await tags.getByRole('checkbox', { name: 'Observability' }).uncheck();

  await page.getByRole('button', { name: 'Addon Registries' }).click();
  const manager = page.getByRole('dialog', { name: 'Registry Management' });
  await manager.getByRole('button', { name: 'Add Experimental Registry' }).click();
  await expect(manager.getByRole('cell', { name: 'experimental', exact: true })).toBeVisible();
  await manager.getByRole('button', { name: 'Close' }).click();

  await chooseOption(page, page, 'Registry', 'experimental');
  const argocd = card(page, 'argocd');
  await expect(argocd.getByText('Experimental', { exact: true })).toBeVisible();
  await expect(
    argocd.getByText("This addon is experimental, please don't use it in production"),
  ).toBeVisible();
  await expect(card(page, 'velaux')).toHaveCount(0);
  await expect(page).toHaveURL(/registry=experimental/);

  await page.getByRole('searchbox', { name: 'Search by name or description' }).fill('flink');
  await page.keyboard.press('Enter');
  await expect(argocd).toHaveCount(0);
  await expect(card(page, 'flink-kubernetes-operator')).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});

test('an admin enables kruise-rollout on a runtime cluster, upgrades it and disables it', async ({
  page,
  loginAs,
  sandbox,
}) => {
  await loginAs('admin', '/addons/kruise-rollout');
  const disabled = drawer(page, 'kruise-rollout (disabled)');
  await expect(disabled.getByText('This version requirements: KubeVela: >=v1.7.0')).toBeVisible();
  await chooseOption(page, disabled, 'Version', '0.4.0');
  await expect(disabled.getByText('This version requirements: KubeVela: >=v1.6.0')).toBeVisible();
  await disabled.getByRole('checkbox', { name: 'Production' }).check();
  // Unchecking the local cluster is refused: it stays checked, with the spec's warning.
  await disabled.getByRole('checkbox', { name: 'Local Cluster' }).click();
  await expect(disabled.getByRole('status')).toHaveText('The local cluster ie required');
  await expect(disabled.getByRole('checkbox', { name: 'Local Cluster' })).toBeChecked();
  await expect(disabled.getByRole('heading', { name: 'README' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await disabled.getByRole('button', { name: 'Enable' }).click();
  const enabling = drawer(page, 'kruise-rollout (enabling)');
  await expect(enabling).toBeVisible();
  await expect(enabling.getByRole('button', { name: 'Disable' })).toBeEnabled();
  await sandbox.advanceClock(30);
  const enabled = drawer(page, 'kruise-rollout (enabled)');
  await expect(enabled).toBeVisible(POLLED);
  await expect(enabled.getByText('Addon status is running')).toBeVisible();
  await expect(enabled.getByText('Production (enabled)')).toBeVisible();
  await enabled.getByRole('button', { name: 'Status' }).click();
  const status = page.getByRole('dialog', { name: 'Addon Status' });
  await expect(status.getByRole('cell', { name: 'prod-cluster' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await status.getByRole('button', { name: 'Close' }).click();

  await chooseOption(page, enabled, 'Version', '0.5.0');
  await enabled.getByRole('button', { name: 'Upgrade' }).click();
  await expect(drawer(page, 'kruise-rollout (enabling)')).toBeVisible(POLLED);
  await sandbox.advanceClock(30);
  await expect(enabled).toBeVisible(POLLED);
  await expect(enabled.getByRole('combobox', { name: 'Version' })).toHaveText('0.5.0');

  await enabled.getByRole('button', { name: 'Disable' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(
    confirm.getByText('Please make sure this addon is not used anywhere and related applications recycled.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(drawer(page, 'kruise-rollout (disabling)')).toBeVisible(POLLED);
  await sandbox.advanceClock(30);
  const off = drawer(page, 'kruise-rollout (disabled)');
  await expect(off).toBeVisible(POLLED);
  await expect(off.getByRole('button', { name: 'Enable' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
});

test('the velaux drawer offers its endpoint, and the fluxcd drawer links to the application that backs it', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/addons/velaux');
  const velaux = drawer(page, 'velaux (enabled)');
  await velaux.getByRole('button', { name: 'Endpoints' }).click();
  const endpoint = page.getByRole('menuitem', { name: /^port-8000: http:\/\/47\./ });
  await expect(endpoint).toHaveAttribute('href', /^http:\/\/47\.\d+\.\d+\.\d+:8000\/$/);
  await expect(endpoint).toHaveAttribute('target', '_blank');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  await page.goto('/addons/fluxcd');
  const panel = drawer(page, 'fluxcd (enabled)');
  const details = panel.getByRole('link', { name: 'Check the details' });
  await expect(details).toHaveAttribute('href', '/applications/addon-fluxcd/envbinding');
  // The clusters parameter is left to the cluster checkboxes.
  await expect(panel.getByRole('group', { name: 'Deployed Clusters' })).toBeVisible();
  await expect(panel.getByText('Clusters', { exact: true })).toHaveCount(0);
  await details.click();
  await expect(page).toHaveURL(/\/applications\/addon-fluxcd\/envbinding/);
  await expect(page.getByText('The route is not exist(404)')).toHaveCount(0);
});

test('an admin adds a Helm registry, sees that it cannot be read, and deletes it', async ({
  page,
  loginAs,
  request,
  sandbox,
}) => {
  await loginAs('admin', '/addons');
  const manager = page.getByRole('dialog', { name: 'Registry Management' });
  const openManager = async () => {
    await page.getByRole('button', { name: 'Addon Registries' }).click();
    await expect(manager.getByRole('cell', { name: 'KubeVela', exact: true })).toBeVisible();
  };
  await openManager();
  await manager.getByRole('button', { name: 'New' }).click();
  await manager.getByRole('textbox', { name: 'Name' }).fill('my-charts');
  await manager.getByRole('textbox', { name: 'URL' }).fill('not a url');
  await manager.getByRole('button', { name: 'Submit' }).click();
  await expect(manager.getByText('Please enter a valid github repo url')).toBeVisible();
  // The sandbox cannot reach the reserved .invalid domain, as a real server cannot reach a dead registry.
  await manager.getByRole('textbox', { name: 'URL' }).fill('https://charts.example.invalid/addons');
  await expectNoSeriousA11yViolations(page);
  await manager.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('add success')).toBeVisible();
  const row = manager.getByRole('row').filter({ hasText: 'my-charts' });
  await expect(row.getByRole('cell', { name: 'https://charts.example.invalid/addons' })).toBeVisible();
  await manager.getByRole('button', { name: 'Close' }).click();

  const problem = page.getByText(
    /^Some registries could not be read: fail to fetch addons from registry my-charts/,
  );
  await expect(problem).toBeVisible();
  await expect(card(page, 'velaux')).toBeVisible();

  await openManager();
  await row.getByRole('button', { name: 'Remove my-charts' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm.getByText('Are you sure to delete?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('delete success')).toBeVisible();
  await expect(row).toHaveCount(0);
  await manager.getByRole('button', { name: 'Close' }).click();
  await expect(problem).toHaveCount(0);

  const alice = await apiHeaders(sandbox, 'alice');
  const refused = await request.post('/api/v1/addon_registries', {
    headers: alice,
    data: { name: 'sneaky', helm: { url: 'https://charts.example.com' } },
  });
  expect(refused.status()).toBe(403);
});

test('an addon README shows markup as text and a javascript: link as inert text', async ({
  page,
  loginAs,
}) => {
  await page.route(
    (url) => url.pathname === '/api/v1/addons/velaux',
    async (route) => {
      const response = await route.fetch();
      const detail = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...detail, detail: HOSTILE_README } });
    },
  );
  await loginAs('admin', '/addons/velaux');
  const panel = drawer(page, 'velaux (enabled)');
  await expect(panel.getByRole('heading', { name: 'Hostile README' })).toBeVisible();
  await expect(panel.getByText('<script>window.__pwned = true</script>')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'click me' })).toHaveCount(0);
  await panel.getByText('click me', { exact: true }).click();
  await expect(panel.getByRole('link', { name: 'the docs' })).toHaveAttribute('href', 'https://kubevela.io/');
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await expect(page).toHaveURL(/\/addons\/velaux$/);
  await expectNoSeriousA11yViolations(page);
});

test('the addon pages read in Chinese', async ({ page, loginAs }) => {
  await loginAs('admin', '/addons');
  await switchToChinese(page);
  await expect(page.getByRole('heading', { level: 1, name: '插件' })).toBeVisible();
  await expect(card(page, 'fluxcd').getByText('已启用', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '插件仓库' })).toBeVisible();
  await settled(page);
  await expectNoLeaks(page.getByRole('main'), [
    'Addons',
    'Plugins',
    'Registry',
    'All',
    'Tags',
    'Enabled',
    'Addon Registries',
    'Manages extended platform capabilities for KubeVela and VelaUX.',
  ]);
  await expectNoSeriousA11yViolations(page);

  await card(page, 'fluxcd').getByRole('link', { name: 'fluxcd' }).click();
  const panel = drawer(page, 'fluxcd（已启用）');
  await expect(panel.getByRole('heading', { name: '说明文档' })).toBeVisible();
  await expect(panel.getByRole('button', { name: '升级' })).toBeVisible();
  await expectNoLeaks(panel, [
    'Enable',
    'Upgrade',
    'Disable',
    'Version',
    'Deployed Clusters',
    'Properties',
    'Definitions',
    'README',
    'Check the details',
    'Status',
    'Component',
    'Name',
    'Type',
    'Description',
  ]);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/addons#registries');
  const manager = page.getByRole('dialog', { name: '插件仓库管理' });
  await expect(manager.getByRole('cell', { name: 'KubeVela', exact: true })).toBeVisible();
  await expectNoLeaks(manager, [
    'Name',
    'Type',
    'URL',
    'Path(Bucket)',
    'Actions',
    'New',
    'Remove',
    'Helm Repository',
  ]);
  await expectNoSeriousA11yViolations(page);
});
