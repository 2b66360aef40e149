import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';

test.describe('an administrator changes the platform settings', () => {
  test('turns data collection off and gives SSO users a default project', async ({ page, loginAs }) => {
    test.setTimeout(90_000);
    await loginAs('admin');
    await page.getByRole('link', { name: 'Platform Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Platform Settings', level: 1 })).toBeVisible();
    await expect(page.getByText('v1.10.0')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
    await expect(page.getByText(/No collection address is configured/)).toBeVisible();

    await page.getByRole('switch', { name: 'Contribution' }).click();
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: 'default(Default)' }).click();
    await page.getByRole('combobox', { name: 'Roles' }).click();
    await page.getByRole('option', { name: 'App Developer' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Platform settings updated successfully')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Contribution' })).not.toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Project' })).toHaveText('default(Default)');
    await expect(page.getByRole('button', { name: 'App Developer' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('switching to single sign-on without a dex connector meets the 12011 guide', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin', '/settings');
    await page.getByRole('radio', { name: 'SSO by dex' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    const guide = page.getByRole('dialog', { name: 'No dex connector configurations' });
    await expect(guide).toContainText(
      'Before enabling SSO, you must add at least one dex connector configuration.',
    );
    await expect(page.getByText('Platform settings updated successfully')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await guide.getByRole('button', { name: 'Add a dex connector' }).click();
    await expect(page).toHaveURL(/\/configs\/dex-connector\/config$/);

    await page.goto('/settings');
    await expect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
  });
});

test('a project viewer has no platform settings, and the server refuses a change', async ({
  page,
  loginAs,
  request,
  sandbox,
}) => {
  await loginAs('bob');
  await expect(page.getByRole('link', { name: 'Platform Settings' })).toHaveCount(0);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  const { accessToken } = await sandbox.login('bob');
  const changed = await request.put('/api/v1/system_info', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { enableCollection: true, loginType: 'local', velaAddress: 'http://bob.example' },
  });
  expect(changed.status()).toBe(403);
});
