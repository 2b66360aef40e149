import { expect, test } from '../fixtures';

const isRefresh = (url: string) => new URL(url).pathname === '/api/v1/auth/refresh_token';

test.describe('session expiry', () => {
  test('an expired access token is renewed once, silently, and the page carries on', async ({
    page,
    sandbox,
    loginAs,
  }) => {
    await sandbox.settings({ accessTokenTtlSeconds: 2 });
    await loginAs('admin');
    await expect(
      page
        .getByRole('navigation', { name: 'Continuous Delivery' })
        .getByRole('link', { name: 'Applications' }),
    ).toBeVisible();
    const oldToken = await page.evaluate(() => localStorage.getItem('token'));

    await page.waitForTimeout(3000);
    const refreshes: string[] = [];
    page.on('request', (req) => isRefresh(req.url()) && refreshes.push(req.url()));
    await page.reload();

    await expect(
      page
        .getByRole('navigation', { name: 'Continuous Delivery' })
        .getByRole('link', { name: 'Applications' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Administrator' })).toBeVisible();
    expect(refreshes).toHaveLength(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(oldToken);
  });

  test('an expired refresh token shows the expiry dialog, which leads back to the login page', async ({
    page,
    sandbox,
    loginAs,
  }) => {
    await sandbox.settings({ accessTokenTtlSeconds: 1, refreshTokenTtlSeconds: 2 });
    await loginAs('admin');
    await page.waitForTimeout(3000);
    await page.reload();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('The token is expired(12010)')).toBeVisible();
    await expect(dialog.getByText('Authentication failed, please log in again')).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  });
});
