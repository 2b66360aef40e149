import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';

/** Admin pages a Project Viewer has no menu for, opened by typing or sharing their address. */
const ADMIN_PAGES = ['/settings', '/addons', '/platform/projects', '/users'];

async function expectNoAdminMenus(page: Page) {
  const workspaces = page.getByRole('navigation', { name: 'Workspaces' });
  await expect(workspaces.getByRole('link', { name: 'Continuous Delivery' })).toBeVisible();
  // The demo plugin's menu (for any reader of applications) brings an Extension workspace that leads to it alone.
  await expect(workspaces.getByRole('link', { name: 'Extension', exact: true })).toHaveAttribute(
    'href',
    '/plugins/app-demo',
  );
  await expect(workspaces.getByRole('link')).toHaveCount(2);
  for (const menu of ['Users', 'Settings', 'Addons', 'Clusters', 'Platform Settings']) {
    await expect(page.getByRole('link', { name: menu, exact: true })).toHaveCount(0);
  }
}

test.describe('a Project Viewer typing the address of an admin page', () => {
  test('sees the access-denied page and no admin menus', async ({ page, loginAs }) => {
    test.setTimeout(180_000);
    await loginAs('bob');
    await expect(page.getByRole('button', { name: 'Bob' })).toBeVisible();
    await expectNoAdminMenus(page);

    for (const path of ADMIN_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
      await expect(page.getByText("You don't have the right permissions to access this page")).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expectNoAdminMenus(page);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('is refused by the server too', async ({ request, sandbox }) => {
    const { accessToken } = await sandbox.login('bob');
    const headers = { Authorization: `Bearer ${accessToken}` };
    const settings = { loginType: 'local', enableCollection: false, velaAddress: '' };
    expect((await request.put('/api/v1/system_info', { headers, data: settings })).status()).toBe(403);
    for (const path of ['/api/v1/users', '/api/v1/addons']) {
      expect((await request.get(path, { headers })).status(), path).toBe(403);
    }
  });
});
