import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { switchToChinese } from '../pages/Chinese';
import { signedInAs } from '../pages/ProjectPages';

test.describe("the server's refusals, for a Chinese user", () => {
  test.beforeEach(() => test.setTimeout(90_000));

  test('creating a project whose name is taken says why in Chinese, with the code', async ({
    page,
    loginAs,
  }) => {
    await signedInAs(page, loginAs, 'admin', 'Administrator');
    await switchToChinese(page);
    await page.goto('/platform/projects');
    await expect(page.getByRole('heading', { level: 1, name: '项目' })).toBeVisible();
    await page.getByRole('button', { name: '新增项目' }).click();
    const drawer = page.getByRole('dialog', { name: '新增项目' });
    await drawer.getByRole('textbox', { name: '名称' }).fill('team-shop');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(drawer.getByText('项目名称已存在(30001)')).toBeVisible();
    await expect(drawer.getByRole('textbox', { name: '名称' })).toHaveValue('team-shop');
    await expectNoSeriousA11yViolations(page);
  });

  test('a wrong password after signing out says why in Chinese, with the code', async ({ page, loginAs }) => {
    await signedInAs(page, loginAs, 'admin', 'Administrator');
    await switchToChinese(page);
    await page.getByRole('button', { name: 'Administrator', exact: true }).click();
    await page.getByRole('menuitem', { name: '退出' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('wrongpass1');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('密码与用户不匹配(14007)')).toBeVisible();
    await expect(page.getByLabel('用户名')).toHaveValue('admin');
    await expectNoSeriousA11yViolations(page);
  });
});
