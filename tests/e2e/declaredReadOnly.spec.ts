import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, type Sandbox } from '../fixtures';
import { switchToChinese } from '../pages/Chinese';

// The demo plugin's release history (plugins/app-demo/demoHistory.ts) is declared without a form: a
// read-only resource, five a page, over the sandbox's release notes.
const rowOf = (page: Page, version: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: version, exact: true }) });

async function seedNotes(request: APIRequestContext, sandbox: Sandbox) {
  const { accessToken } = await sandbox.login('admin');
  for (const [minor, title] of ['Spring', 'Summer', 'Autumn', 'Winter', 'Thaw', 'Bloom'].entries()) {
    const created = await request.post('/extensions/release-notes', {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: { version: `1.${minor}.0`, title: `${title} release` },
    });
    expect(created.ok()).toBe(true);
  }
}

test('a read-only declared resource lists, searches and pages, with nothing to create, edit or delete', async ({
  page,
  loginAs,
  request,
  sandbox,
}) => {
  await seedNotes(request, sandbox);
  await loginAs('admin', '/addons');
  const demo = page.getByRole('navigation', { name: 'Extension' }).getByRole('list', { name: 'Demo' });
  await demo.getByRole('link', { name: 'Demo Release History' }).click();
  await expect(page).toHaveURL('/plugins/app-demo/demoHistory');
  await expect(page.getByRole('heading', { name: 'Demo Release History', level: 2 })).toBeVisible();
  await expect(rowOf(page, '1.0.0').getByRole('cell', { name: 'Spring release' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(6);
  await expect(page.getByRole('button', { name: /New|Edit|Delete/ })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rowOf(page, '1.5.0')).toBeVisible();
  await page.reload();
  await expect(rowOf(page, '1.5.0')).toBeVisible();
  await expect(rowOf(page, '1.0.0')).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Search' }).fill('winter');
  await expect(page).toHaveURL(/filter=.*winter/);
  await expect(rowOf(page, '1.3.0')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);

  // No drawer answers an address that asks for one; the list keeps its search.
  await page.goto(`${page.url()}#create`);
  await expect(rowOf(page, '1.3.0')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('in Chinese, the read-only resource says its own words, empty too', async ({ page, loginAs }) => {
  await loginAs('admin');
  await switchToChinese(page);
  await page.goto('/addons');
  const demo = page.getByRole('navigation', { name: '扩展中心' }).getByRole('list', { name: 'Demo' });
  await demo.getByRole('link', { name: 'Demo Release History' }).click();
  await expect(page.getByRole('heading', { name: '演示发布历史', level: 2 })).toBeVisible();
  await expect(page.getByText('暂无发布')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '搜索' })).toBeVisible();
  await expect(page.getByRole('button', { name: /新建|编辑|删除/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
