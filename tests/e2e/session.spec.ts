import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { settled } from '../pages/ProjectPages';

const isRefresh = (url: string) => new URL(url).pathname === '/api/v1/auth/refresh_token';
const anHourAndMore = 3700;
const aDayAndMore = 90_000;

/**
 * Waits until the applications page has drawn its list. Moving the clock while it still loads lets
 * that page meet the expired token and renew it (or find the session over) before the reload.
 */
async function listShown(page: Page) {
  await expect(page.getByRole('article', { name: 'Hello World', exact: true })).toBeVisible();
  await settled(page);
}

test.describe('session expiry', () => {
  test('an expired access token is renewed once, silently, and the page carries on', async ({
    page,
    sandbox,
    loginAs,
  }) => {
    await loginAs('admin');
    const menu = page.getByRole('navigation', { name: 'Continuous Delivery' });
    await expect(menu.getByRole('link', { name: 'Applications' })).toBeVisible();
    await listShown(page);
    const oldToken = await page.evaluate(() => localStorage.getItem('token'));

    await sandbox.advanceClock(anHourAndMore);
    const refreshes: string[] = [];
    page.on('request', (req) => {
      if (isRefresh(req.url())) refreshes.push(req.url());
    });
    await page.reload();

    await expect(menu.getByRole('link', { name: 'Applications' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Administrator' })).toBeVisible();
    expect(refreshes).toHaveLength(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(oldToken);
  });

  test('an expired refresh token shows the expiry dialog, which leads back to the login page', async ({
    page,
    sandbox,
    loginAs,
  }) => {
    await loginAs('admin');
    await expect(page.getByRole('button', { name: 'Administrator' })).toBeVisible();
    await listShown(page);
    await sandbox.advanceClock(aDayAndMore);
    await page.reload();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('The token is expired(12010)')).toBeVisible();
    await expect(dialog.getByText('Authentication failed, please log in again')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  });

  test('a malformed token is an unusable session: the console goes to the login page and clears it', async ({
    page,
  }) => {
    await page.goto('/api/v1/auth/login_type');
    await page.evaluate(() => {
      localStorage.setItem('token', 'not-a-jwt');
      localStorage.setItem('refreshToken', 'not-a-jwt-either');
    });
    await page.goto('/users');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('refreshToken')]),
    ).toEqual([null, null]);
  });

  test('a start-up the server never answered keeps the session: the next visit is signed in', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    await expect(page.getByRole('button', { name: 'Administrator' })).toBeVisible();
    await page.route('**/api/v1/auth/user_info', (route) => route.abort('connectionreset'), { times: 1 });
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/applications');
    await expect(page.getByRole('button', { name: 'Administrator' })).toBeVisible();
    await expect(page).toHaveURL(/\/applications$/);
  });
});
