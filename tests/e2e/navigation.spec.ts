import { expect, test } from '../fixtures';

test('an unknown route shows the 404 page', async ({ page, loginAs }) => {
  await loginAs('admin');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/notFound$/);
  await expect(page.getByText('The route is not exist(404)')).toBeVisible();
});

test('switching to Chinese translates the menus, and the choice survives a reload', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Applications' })).toBeVisible();
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(nav.getByRole('link', { name: '应用' })).toBeVisible();
  await page.reload();
  await expect(nav.getByRole('link', { name: '应用' })).toBeVisible();
});
