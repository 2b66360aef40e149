import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';

test.describe('a project member without platform roles', () => {
  test('does not see the admin workspace or its menus', async ({ page, loginAs }) => {
    await loginAs('alice');
    const workspaces = page.getByRole('navigation', { name: 'Workspaces' });
    await expect(workspaces.getByRole('link', { name: 'Continuous Delivery' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Alice' })).toBeVisible();
    await expect(workspaces.getByRole('link', { name: 'Administrator' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Platform Settings' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/users');
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('gets 403 with the contract error body when calling an admin API directly', async ({
    request,
    sandbox,
  }) => {
    const { accessToken } = await sandbox.login('alice');
    const res = await request.get('/api/v1/users', { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(res.status()).toBe(403);
    expect(await res.json()).toMatchObject({ BusinessCode: 403, Message: expect.any(String) });
  });
});
