import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';

// Grafana configs add a catalogue of external links to the extension workspace (specification, console
// shell §2). The demo seeds one, Demo Grafana, whose endpoint is on this machine; no link is clicked.
const catalogue = (page: Page) =>
  page.getByRole('navigation', { name: 'Extension' }).getByRole('list', { name: 'Grafana' });
const workspaces = (page: Page) => page.getByRole('navigation', { name: 'Workspaces' });
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: new RegExp(`^${name}`) }) });

async function createGrafanaConfig(page: Page, name: string, alias: string, endpoint: string) {
  await page.getByRole('button', { name: 'New Config' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'New Grafana Config' });
  await drawer.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await drawer.getByRole('textbox', { name: 'Alias' }).fill(alias);
  await drawer.getByRole('textbox', { name: /^Endpoint/ }).fill(endpoint);
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Config created successfully')).toBeVisible();
  await expect(rowOf(page, name)).toBeVisible();
}

async function deleteConfig(page: Page, name: string) {
  await rowOf(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(rowOf(page, name)).toHaveCount(0);
}

/** From any page, by the console's own links (no reload): the Global Configs of the Grafana template. */
async function openGrafanaConfigs(page: Page) {
  await workspaces(page).getByRole('link', { name: 'Administrator' }).click();
  await page
    .getByRole('navigation', { name: 'Administrator' })
    .getByRole('link', { name: 'Global Configs' })
    .click();
  await page
    .getByRole('navigation', { name: 'Config templates' })
    .getByRole('link', { name: 'Grafana' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grafana' })).toBeVisible();
}

test('an admin finds the Grafana configs as links in a new tab, and the catalogue follows their changes', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(120_000);
  await loginAs('admin', '/addons');
  const demo = catalogue(page).getByRole('link', { name: 'Demo Grafana (opens in a new tab)' });
  await expect(demo).toHaveAttribute('href', 'http://localhost:3000/');
  await expect(demo).toHaveAttribute('target', '_blank');
  await expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
  await expectNoSeriousA11yViolations(page);

  await openGrafanaConfigs(page);
  await createGrafanaConfig(page, 'ops-grafana', 'Ops Grafana', 'http://127.0.0.1:3001/d/nodes');
  await createGrafanaConfig(page, 'evil-grafana', 'Evil Grafana', 'javascript:alert(1)');
  await workspaces(page).getByRole('link', { name: 'Extension' }).click();
  const ops = catalogue(page).getByRole('link', { name: 'Ops Grafana (opens in a new tab)' });
  await expect(ops).toHaveAttribute('href', 'http://127.0.0.1:3001/d/nodes');
  await expect(catalogue(page).getByRole('link')).toHaveCount(2);
  await expect(page.getByText('Evil Grafana')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);

  // With only the javascript: endpoint left, there is no catalogue at all.
  await openGrafanaConfigs(page);
  await deleteConfig(page, 'ops-grafana');
  await deleteConfig(page, 'demo-grafana');
  await workspaces(page).getByRole('link', { name: 'Extension' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Extension' }).getByRole('link', { name: 'Addons' }),
  ).toBeVisible();
  await expect(catalogue(page)).toHaveCount(0);
});

test('a project member who may not list configs has no Grafana catalogue', async ({ page, loginAs }) => {
  await loginAs('alice');
  await workspaces(page).getByRole('link', { name: 'Extension' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Extension' }).getByRole('list', { name: 'Demo' }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Grafana' })).toHaveCount(0);
  await expect(page.getByText('Demo Grafana')).toHaveCount(0);
});
