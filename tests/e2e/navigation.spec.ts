import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';

test('an unknown route shows the 404 page', async ({ page, loginAs }) => {
  await loginAs('admin', '/no/such/page');
  await expect(page).toHaveURL(/\/notFound$/);
  await expect(page.getByText('The route is not exist(404)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('switching to Chinese translates the menus, and the choice survives a reload', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  const sideNav = page.getByRole('navigation', { name: /^(Continuous Delivery|持续交付)$/ });
  await expect(sideNav.getByRole('link', { name: 'Applications' })).toBeVisible();
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(sideNav.getByRole('link', { name: '应用' })).toBeVisible();
  await expect(sideNav.getByRole('link', { name: 'Applications' })).toHaveCount(0);
  await page.reload();
  await expect(sideNav.getByRole('link', { name: '应用' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an unknown project shows the not-found state inside the layout', async ({ page, loginAs }) => {
  await loginAs('admin', '/projects/nope');
  await expect(page.getByRole('heading', { name: 'Project nope does not exist' })).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/nope\/summary$/);
  await expect(page.getByRole('navigation', { name: 'Continuous Delivery' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Back to Projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
});

test('a project member opens their project by its address', async ({ page, loginAs }) => {
  await loginAs('bob', '/projects/default');
  await expect(page).toHaveURL(/\/projects\/default\/summary$/);
  await expect(page.getByRole('heading', { name: 'Default', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Summary' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('addresses below a list where no view exists go to the 404 page', async ({ page, loginAs }) => {
  await loginAs('admin');
  for (const path of ['/users/create', '/envs/default']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/notFound$/);
    await expect(page.getByText('The route is not exist(404)')).toBeVisible();
  }
});
