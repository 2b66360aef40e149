import { LoginPage } from '../pages/LoginPage';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';

test('on an unconfigured platform the first visitor initialises the administrator, then signs in', async ({
  page,
  sandbox,
}) => {
  await sandbox.reset({ demo: false });
  await page.goto('/login');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Reset the password and email for the administrator account')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByLabel('Admin Username').fill('Root');
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByText('You must input a valid name')).toBeVisible();

  await dialog.getByLabel('Admin Username').fill('root');
  await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
  await dialog.getByLabel('Email').fill('root@example.com');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Admin User Initialized Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await new LoginPage(page).signIn('root', 'Secret123');
  await expect(page).toHaveURL(/\/applications/);
  await expect(page.getByText('Deploy and manage all your applications')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
