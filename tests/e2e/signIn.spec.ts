import { LoginPage } from '../pages/LoginPage';
import { demoPassword, expect, expectNoSeriousA11yViolations, test } from '../fixtures';

test.describe('signing in', () => {
  test('a visitor without a session is sent to the login page, with no error toast', async ({ page }) => {
    const userInfoCalls: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/v1/auth/user_info') userInfoCalls.push(req.url());
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('the user is not authorized')).toHaveCount(0);
    expect(userInfoCalls, 'user_info asked before sign-in').toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('a failed single sign-on return shows the Dex Error dialog and no error toast', async ({ page }) => {
    await page.goto('/callback?code=from-dex');
    const dialog = page.getByRole('dialog', { name: 'Dex Error' });
    await expect(dialog).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('the user is not authorized')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the admin signs in and sees the workspaces and menus', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn('admin', demoPassword);
    await expect(page).toHaveURL(/\/applications/);
    const delivery = page.getByRole('navigation', { name: 'Continuous Delivery' });
    await expect(delivery.getByRole('link', { name: 'Applications' })).toBeVisible();
    await expect(delivery.getByRole('link', { name: 'Environments' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Administrator' })).toBeVisible();

    const workspaces = page.getByRole('navigation', { name: 'Workspaces' });
    await workspaces.getByRole('link', { name: 'Administrator' }).click();
    await expect(page).toHaveURL(/\/clusters/);
    const admin = page.getByRole('navigation', { name: 'Administrator' });
    await expect(admin.getByRole('link', { name: 'Users' })).toBeVisible();
    await expect(admin.getByRole('link', { name: 'Platform Roles' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Local Cluster').first()).toBeVisible();
  });

  test('a wrong password shows the server message with its code and keeps the input', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn('admin', 'wrongpass1');
    await expect(page.getByText(/\(14007\)$/)).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('admin');
    await expect(page).toHaveURL(/\/login$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('signing out returns to the login page and forgets the tokens', async ({ page, loginAs }) => {
    await loginAs('admin');
    await page.getByRole('button', { name: 'Administrator' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
