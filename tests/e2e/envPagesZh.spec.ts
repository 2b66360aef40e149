import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { expectNoLeaks, switchToChinese } from '../pages/Chinese';
import { settled, signedInAs } from '../pages/ProjectPages';

test.describe.configure({ timeout: 90_000 });

const ENV_PAGE = '/applications/hello-world/envbinding/default';

test("alice reads hello-world's status, instances and logs in default, in Chinese", async ({
  page,
  loginAs,
}) => {
  await signedInAs(page, loginAs, 'alice', 'Alice', `${ENV_PAGE}/status`);
  await switchToChinese(page);
  await expect(page.getByText(/^应用状态：/)).toBeVisible();
  await expect(page.getByRole('tab', { name: '资源拓扑图' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: '资源拓扑图' }).getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '差异对比' })).toBeVisible();
  await expect(page.getByRole('button', { name: '回收' })).toBeVisible();
  await settled(page);
  await expectNoLeaks(page.getByRole('main'), [
    'Overview',
    'Resource Graph',
    'Application Graph',
    'Refresh',
    'Diff',
    'Recycle',
    'Service Endpoint',
  ]);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: '概览' }).click();
  await expect(page.getByRole('region', { name: '组件' }).getByText('健康').first()).toBeVisible();
  await expectNoLeaks(page.getByRole('main'), ['Components', 'Healthy', 'Cluster', 'Namespace']);

  await page.goto(`${ENV_PAGE}/instances`);
  const expand = page.getByRole('button', { name: /^显示 hello-world-.+ 的详情$/ }).first();
  await expand.click();
  await expect(expand).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('table', { name: /^容器/ })).toContainText('运行中');
  await settled(page);
  await expectNoLeaks(page.getByRole('main'), [
    'Name',
    'Component',
    'Cluster',
    'Containers',
    'Events',
    'Logs',
  ]);
  await expectNoSeriousA11yViolations(page);

  await page.goto(`${ENV_PAGE}/logs`);
  const log = page.getByRole('log', { name: /的日志$/ });
  await expect(log).toContainText('GET /');
  await expect(page.getByRole('switch', { name: '自动刷新' })).toBeChecked();
  await page.getByRole('searchbox', { name: '搜索日志' }).fill('healthz');
  await expect(page.getByRole('status').filter({ hasText: /^第 1 个，共 \d+ 个$/ })).toBeVisible();
  await settled(page);
  await expectNoLeaks(page.getByRole('main'), [
    'Show timestamps',
    'Auto refresh',
    'Download',
    'Search the logs',
  ]);
  await expectNoSeriousA11yViolations(page);
});
