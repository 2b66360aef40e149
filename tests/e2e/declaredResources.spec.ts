import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { switchToChinese } from '../pages/Chinese';

// The release notes are a resource declared in resources/declarations/releaseNotes.json (the example of
// docs/declared-resources.md), with no component of their own, served by the sandbox's /extensions endpoint;
// their form is a JSON schema, drawn by the schema form renderer with its validation messages.
const rowOf = (page: Page, version: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: version, exact: true }) });

test('an administrator lists, searches, shows, creates, edits and deletes release notes', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin', '/addons');
  await page.getByRole('link', { name: 'Release Notes' }).first().click();
  await expect(page).toHaveURL(/\/releaseNotes/);
  await expect(page.getByRole('heading', { name: 'Release Notes', level: 1 })).toBeVisible();
  await expect(page.getByText('No release notes yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'New Release Note' }).first().click();
  const create = page.getByRole('dialog', { name: 'New Release Note' });
  await create.getByRole('textbox', { name: 'Version' }).fill('v1');
  await create.getByRole('textbox', { name: 'Title' }).fill('Spring release');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('Please enter a value that conforms to the specification.')).toBeVisible();
  await create.getByRole('textbox', { name: 'Version' }).fill('1.2.0');
  await create.getByRole('textbox', { name: 'Notes' }).fill('Declared resources');
  await expectNoSeriousA11yViolations(page);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Release note created')).toBeVisible();
  const note = rowOf(page, '1.2.0');
  await expect(note.getByRole('cell', { name: 'Spring release' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Search' }).fill('autumn');
  await expect(page).toHaveURL(/filter=.*autumn/);
  await expect(note).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Search' }).fill('spring');
  await expect(note).toBeVisible();

  await note.getByRole('link', { name: '1.2.0' }).click();
  await expect(page).toHaveURL(/\/releaseNotes\/1\.2\.0\/show$/);
  await expect(page.getByRole('heading', { name: '1.2.0', level: 1 })).toBeVisible();
  await expect(page.getByText('Declared resources')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to the list' }).click();

  await rowOf(page, '1.2.0').getByRole('button', { name: 'Edit 1.2.0' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Release Note' });
  await expect(edit.getByRole('textbox', { name: 'Version' })).toBeDisabled();
  await edit.getByRole('textbox', { name: 'Title' }).fill('Summer release');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Release note updated')).toBeVisible();
  await expect(rowOf(page, '1.2.0').getByRole('cell', { name: 'Summer release' })).toBeVisible();

  await rowOf(page, '1.2.0').getByRole('button', { name: 'Delete 1.2.0' }).click();
  const question = page.getByRole('dialog', { name: 'Please confirm' });
  await question.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Release note deleted')).toBeVisible();
  await expect(rowOf(page, '1.2.0')).toHaveCount(0);
});

test('in Chinese, the declared words are shown for every step', async ({ page, loginAs }) => {
  test.setTimeout(90_000);
  await loginAs('admin');
  await switchToChinese(page);
  await page.goto('/releaseNotes');
  await expect(page.getByRole('heading', { name: '发布说明', level: 1 })).toBeVisible();
  await expect(page.getByText('暂无发布说明')).toBeVisible();

  await page.getByRole('button', { name: '新建发布说明' }).first().click();
  const create = page.getByRole('dialog', { name: '新建发布说明' });
  await create.getByRole('textbox', { name: '版本' }).fill('2.0');
  await create.getByRole('textbox', { name: '标题' }).fill('秋季发布');
  await create.getByRole('button', { name: '创建' }).click();
  await expect(create.getByText('请输入符合规范的值。')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await create.getByRole('textbox', { name: '版本' }).fill('2.0.0');
  await create.getByRole('button', { name: '创建' }).click();
  await expect(page.getByText('发布说明已创建')).toBeVisible();

  await rowOf(page, '2.0.0').getByRole('button', { name: '编辑 2.0.0' }).click();
  const edit = page.getByRole('dialog', { name: '编辑发布说明' });
  await edit.getByRole('textbox', { name: '标题' }).fill('冬季发布');
  await edit.getByRole('button', { name: '更新' }).click();
  await expect(page.getByText('发布说明已更新')).toBeVisible();
  await expect(rowOf(page, '2.0.0').getByRole('cell', { name: '冬季发布' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await rowOf(page, '2.0.0').getByRole('button', { name: '删除 2.0.0' }).click();
  await page.getByRole('dialog', { name: '请确认' }).getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('发布说明已删除')).toBeVisible();
  await expect(rowOf(page, '2.0.0')).toHaveCount(0);
});

test('an enabled plugin contributes a declared resource to its workspace', async ({ page, loginAs }) => {
  await loginAs('admin', '/addons');
  const demo = page.getByRole('navigation', { name: 'Extension' }).getByRole('list', { name: 'Demo' });
  await demo.getByRole('link', { name: 'Demo Release Notes' }).click();
  await expect(page).toHaveURL('/plugins/app-demo/demoNotes');
  await expect(page.getByRole('heading', { name: 'Demo Release Notes', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'New Demo Note' }).first().click();
  const create = page.getByRole('dialog', { name: 'New Demo Note' });
  await create.getByRole('textbox', { name: 'Version' }).fill('3.0.0');
  await create.getByRole('textbox', { name: 'Title' }).fill('From the plugin');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Demo note created')).toBeVisible();
  await expect(rowOf(page, '3.0.0').getByRole('cell', { name: 'From the plugin' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The plugin's resource and the console's own read the same sandbox endpoint.
  await page.goto('/releaseNotes');
  await expect(rowOf(page, '3.0.0')).toBeVisible();
});

test('a project viewer sees no release notes, and the endpoint refuses a creation', async ({
  page,
  loginAs,
  request,
  sandbox,
}) => {
  await loginAs('bob', '/releaseNotes');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  const { accessToken } = await sandbox.login('bob');
  const created = await request.post('/extensions/release-notes', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { version: '1.0.0', title: 'Sneaky' },
  });
  expect(created.status()).toBe(403);
});
