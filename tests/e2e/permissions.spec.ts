import { expect, test } from '../fixtures';

test.describe('a project member without platform roles', () => {
  test('does not see the admin workspace or its menus', async ({ page, loginAs }) => {
    await loginAs('alice');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Applications' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
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
