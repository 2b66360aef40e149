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
  const sideNav = page.getByRole('navigation').last();
  await expect(sideNav.getByRole('link', { name: 'Applications' })).toBeVisible();
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(sideNav.getByRole('link', { name: '应用' })).toBeVisible();
  await expect(sideNav.getByRole('link', { name: 'Applications' })).toHaveCount(0);
  await page.reload();
  await expect(sideNav.getByRole('link', { name: '应用' })).toBeVisible();
});
