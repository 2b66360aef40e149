import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { demoPassword, expect, test } from '../fixtures';
import { switchToChinese } from '../pages/Chinese';
import { settled, signedInAs } from '../pages/ProjectPages';

const BOM = [0xef, 0xbb, 0xbf];

/** Clicks Export and reads the file as Excel would: its bytes, and its lines without the byte order mark. */
async function exported(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = await readFile(await download.path());
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  return {
    fileName: download.suggestedFilename(),
    bom: [...bytes.subarray(0, 3)],
    lines,
    text: lines.join('\n'),
  };
}

// The journeys load lazy pages and run axe on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.describe('exporting lists', () => {
  test('an admin exports the users and the clusters, with no password, token or kubeconfig', async ({
    page,
    loginAs,
  }) => {
    await signedInAs(page, loginAs, 'admin', 'Administrator', '/users');
    await expect(page.getByRole('cell', { name: 'alice', exact: true })).toBeVisible();
    await settled(page);
    const users = await exported(page, page.getByRole('button', { name: 'Export' }));
    expect(users.fileName).toBe('users.csv');
    expect(users.bom).toEqual(BOM);
    expect(users.lines[0]).toBe('Name,Alias,Platform Roles,Status,Email,Create Time,Last Login Time');
    expect(users.lines.some((line) => line.startsWith('alice,Alice,,Active,alice@example.com,'))).toBe(true);
    expect(users.text).not.toContain(demoPassword);
    expect(users.text).not.toMatch(/password|token|eyJ/i);

    await page.goto('/clusters');
    await expect(page.getByRole('article').first()).toBeVisible();
    await settled(page);
    const clusters = await exported(page, page.getByRole('button', { name: 'Export' }));
    expect(clusters.fileName).toBe('clusters.csv');
    expect(clusters.lines[0]).toBe('Name,Alias,Description,API Address,Dashboard URL,Status');
    expect(clusters.lines.some((line) => line.startsWith('local,'))).toBe(true);
    expect(clusters.text).not.toMatch(/apiVersion|kubeconfig|certificate-authority|client-key|token/i);
  });

  test('the applications export follows the search and sort, and speaks Chinese when the console does', async ({
    page,
    loginAs,
  }) => {
    await signedInAs(page, loginAs, 'admin', 'Administrator', '/applications?view=table');
    await page.getByRole('textbox', { name: 'Search by name and description' }).fill('payment');
    await expect(page).toHaveURL(/%22q%22%3A%22payment%22/);
    await expect(page.getByRole('row').filter({ hasText: 'storefront' })).toHaveCount(0);
    await settled(page);
    const english = await exported(page, page.getByRole('button', { name: 'Export' }));
    expect(english.fileName).toBe('applications.csv');
    expect(english.lines[0]).toBe('Name,Alias,Project,Description,Labels,Created');
    const names = english.lines.slice(1).map((line) => line.split(',')[0]);
    expect([...names].sort()).toEqual(['checkout', 'payment']);
    const shown = await page.getByRole('row').locator('td:first-child').allInnerTexts();
    expect(shown.map((text) => text.trim().split('(')[0])).toEqual(names.slice(0, shown.length));

    await switchToChinese(page);
    await settled(page);
    const chinese = await exported(page, page.getByRole('button', { name: '导出' }));
    expect(chinese.bom).toEqual(BOM);
    expect(chinese.lines[0]).toBe('名称,别名,项目,描述,标签,创建时间');
    expect(chinese.lines.slice(1).map((line) => line.split(',')[0])).toEqual(names);
  });

  test('a declared list exports its columns, and the Export sits only where the list is shown', async ({
    page,
    loginAs,
  }) => {
    await signedInAs(page, loginAs, 'admin', 'Administrator', '/roles');
    await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
    await settled(page);
    const roles = await exported(page, page.getByRole('button', { name: 'Export' }));
    expect(roles.fileName).toBe('roles.csv');
    expect(roles.lines[0]).toBe('Name,Alias,Permissions,Create Time');

    await signedInAs(page, loginAs, 'alice', 'Alice', '/users');
    await expect(page.getByRole('cell', { name: 'alice', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
  });
});
