import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import type { Page } from '@playwright/test';

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

async function choosePermission(page: Page, drawer: ReturnType<Page['getByRole']>, permission: string) {
  await drawer.getByRole('combobox', { name: 'Permissions' }).click();
  await page.getByRole('option', { name: permission, exact: true }).click();
}

test.describe('an administrator manages platform roles', () => {
  test('creates a role with permissions, edits it and deletes it', async ({ page, loginAs }) => {
    test.setTimeout(90_000);
    await loginAs('admin', '/roles');
    await expect(rowOf(page, 'admin')).toBeVisible();

    await page.getByRole('button', { name: 'New Role' }).click();
    const create = page.getByRole('dialog', { name: 'New Role' });
    await create.getByRole('textbox', { name: 'Name' }).fill('auditor');
    await create.getByRole('textbox', { name: 'Alias' }).fill('Auditor');
    await choosePermission(page, create, 'User Management');
    await expectNoSeriousA11yViolations(page);
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Role created successfully')).toBeVisible();
    const auditor = rowOf(page, 'auditor');
    await expect(auditor.getByRole('cell', { name: 'User Management' })).toBeVisible();

    await auditor.getByRole('button', { name: 'Edit auditor' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Role' });
    await expect(edit.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await edit.getByRole('textbox', { name: 'Alias' }).fill('Auditors');
    await choosePermission(page, edit, 'Cluster Management');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Role updated successfully')).toBeVisible();
    await expect(auditor.getByRole('cell', { name: 'Auditors' })).toBeVisible();
    await expect(auditor.getByRole('cell', { name: 'User Management, Cluster Management' })).toBeVisible();

    await auditor.getByRole('button', { name: 'Delete auditor' }).click();
    const question = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(question).toContainText('Unrecoverable after deletion, are you sure to delete it?');
    await question.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Role deleted successfully')).toBeVisible();
    await expect(rowOf(page, 'auditor')).toHaveCount(0);
  });
});

test('a project viewer sees no platform roles, and the server refuses a role creation', async ({
  page,
  loginAs,
  request,
  sandbox,
}) => {
  await loginAs('bob', '/roles');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Role' })).toHaveCount(0);
  const { accessToken } = await sandbox.login('bob');
  const created = await request.post('/api/v1/roles', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { name: 'sneaky', alias: 'Sneaky', permissions: ['admin'] },
  });
  expect(created.status()).toBe(403);
});
