import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { openApplicationPage } from '../pages/ApplicationPages';
import { expectNoLeaks, switchToChinese } from '../pages/Chinese';
import { expectEverythingFits } from '../pages/Layout';
import { settled, signedInAs } from '../pages/ProjectPages';

test.describe.configure({ timeout: 90_000 });

/** Grace (Project Admin of team-shop) on the storefront's configuration page, in Chinese. */
async function storefrontInChinese(page: Page, loginAs: (user: string) => Promise<void>, subPage = 'config') {
  await signedInAs(page, loginAs, 'grace', 'Grace');
  await openApplicationPage(page, 'storefront', subPage);
  await switchToChinese(page);
  await settled(page);
}

test('grace reads the storefront configuration and opens its component, policy and trigger drawers in Chinese', async ({
  page,
  loginAs,
}) => {
  await storefrontInChinese(page, loginAs);
  const components = page.getByRole('region', { name: '组件', exact: true });
  const policies = page.getByRole('region', { name: '策略', exact: true });
  const triggers = page.getByRole('region', { name: '触发器', exact: true });
  await expect(components.getByRole('button', { name: '添加组件' })).toBeVisible();
  await expect(components.getByText('主组件')).toBeVisible();
  await expect(policies.getByRole('button', { name: '新建策略' })).toBeVisible();
  await expect(triggers.getByRole('button', { name: '添加触发器' })).toBeVisible();
  await expect(triggers.getByRole('article', { name: 'On image push' })).toContainText(
    '类型: Webhook 事件触发',
  );
  await expectNoLeaks(page.getByRole('main'), ['Add Component', 'New Policy', 'Add Trigger', 'Main']);
  for (const region of [page.getByRole('region', { name: '统计' }), components, policies, triggers])
    await expectEverythingFits(region);
  await expectNoSeriousA11yViolations(page);

  await components.getByRole('button', { name: '编辑 storefront' }).click();
  const component = page.getByRole('dialog', { name: '编辑组件 storefront' });
  await expect(component.getByRole('textbox', { name: /^别名/ })).toBeVisible();
  await expect(component.getByRole('combobox', { name: /^组件类型/ })).toHaveText('webservice');
  await expect(component.getByRole('heading', { name: '属性' })).toBeVisible();
  await expect(component.getByRole('button', { name: '更新' })).toBeVisible();
  await expectNoLeaks(component, ['Alias', 'Properties', 'Update', 'Cancel', 'Edit Component storefront']);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(component).toBeHidden();

  await policies.getByRole('button', { name: '编辑 prod-replicas' }).click();
  const policy = page.getByRole('dialog', { name: '编辑策略 prod-replicas' });
  await expect(policy.getByRole('textbox', { name: /^别名/ })).toHaveValue('Production replicas');
  await expect(policy.getByRole('button', { name: '更新' })).toBeVisible();
  await expectNoLeaks(policy, ['Alias', 'Description', 'Workflow', 'Update', 'Cancel']);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(policy).toBeHidden();

  await triggers.getByRole('button', { name: '编辑 on-image-push' }).click();
  const trigger = page.getByRole('dialog', { name: '编辑触发器' });
  await expect(trigger.getByRole('combobox', { name: /^执行工作流/ })).toBeVisible();
  await expect(trigger.getByRole('combobox', { name: /^负载类型/ })).toBeVisible();
  await expectNoLeaks(trigger, ['Execution Workflow', 'Payload Type', 'Save', 'Cancel', 'Edit Trigger']);
  await expectNoSeriousA11yViolations(page);
});

test('grace filters the storefront revisions and reads one in Chinese', async ({ page, loginAs }) => {
  await storefrontInChinese(page, loginAs, 'revisions');
  await expect(page.getByRole('columnheader', { name: '版本号' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '部署人' })).toBeVisible();
  await page.getByRole('combobox', { name: '环境' }).click();
  await page.getByRole('option', { name: 'shop-prod' }).click();
  await expect(page).toHaveURL(/filter=.*shop-prod/);
  await page.keyboard.press('Escape');
  const detail = page.getByRole('button', { name: /^详情 / }).first();
  await expect(detail).toBeVisible();
  await expect(page.getByRole('combobox', { name: '状态' })).toBeVisible();
  await expectNoLeaks(page.getByRole('main'), ['Version', 'Environment', 'Status', 'Detail', 'Rollback']);
  await expectNoSeriousA11yViolations(page);

  await detail.click();
  const drawer = page.getByRole('dialog', { name: /^版本 / });
  await expect(drawer.getByRole('code')).toContainText('storefront');
  await expect(drawer.getByRole('button', { name: '复制应用的配置' })).toBeVisible();
  await expectNoLeaks(drawer, ['Revision', 'Application configuration', 'Copy']);
  await expectNoSeriousA11yViolations(page);
});

test('grace opens the Deploy dialog of the storefront in Chinese', async ({ page, loginAs }) => {
  await storefrontInChinese(page, loginAs);
  await page.getByRole('button', { name: '部署', exact: true }).click();
  const deploy = page.getByRole('dialog', { name: '部署应用' });
  await expect(deploy.getByRole('button', { name: '部署', exact: true })).toBeVisible();
  await expect(deploy.getByRole('button', { name: '试运行' })).toBeVisible();
  await settled(page);
  await expectNoLeaks(deploy, [
    'Deploy Application',
    'Deploy',
    'Dry run',
    'Cancel',
    'Environment',
    'Workflow',
  ]);
  await expectNoSeriousA11yViolations(page);
});
