import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, type Sandbox } from '../fixtures';

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: new RegExp(`^${name}`) }) });

async function createAlibabaCredentials(request: APIRequestContext, sandbox: Sandbox) {
  const { accessToken } = await sandbox.login('admin');
  const res = await request.post('/api/v1/configs', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      name: 'alibaba-prod',
      alias: 'Alibaba Production',
      description: 'Credentials of the production account',
      template: { name: 'terraform-alibaba', namespace: 'vela-system' },
      properties: JSON.stringify({ ALICLOUD_ACCESS_KEY: 'id', ALICLOUD_SECRET_KEY: 'secret' }),
    },
  });
  expect(res.ok()).toBeTruthy();
}

test.describe('global configs', () => {
  test('an admin creates a helm repository config, distributes it from a project, edits it and deletes it', async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    await loginAs('admin', '/configs');
    await expect(page).toHaveURL(/\/configs\/dex-connector\/config$/);
    const templates = page.getByRole('navigation', { name: 'Config templates' });
    await expect(templates.getByRole('link', { name: 'Dex Connector' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Dex Connector' })).toBeVisible();
    await expect(page.getByText('There are no configs')).toBeVisible();

    await templates.getByRole('link', { name: 'Helm Repository' }).click();
    await expect(page).toHaveURL(/\/configs\/helm-repository\/config/);
    await expect(rowOf(page, 'kubevela-charts')).toBeVisible();
    await page.getByRole('button', { name: 'New Config' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'New Helm Repository Config' });
    const url = drawer.getByRole('textbox', { name: /^Url/ });
    await drawer.getByRole('textbox', { name: 'Name', exact: true }).fill('kubevela-charts');
    await drawer.getByRole('textbox', { name: 'Alias' }).fill('Team Charts');
    await url.fill('ftp://charts.team.example.com');
    await drawer.getByRole('button', { name: 'Create' }).click();
    await expect(drawer.getByText('Please check the config properties')).toBeVisible();
    await expect(
      drawer.getByText(/Please enter a value that conforms to the specification/).first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await url.fill('https://charts.team.example.com');
    await url.press('Enter');
    await expect(drawer.getByRole('alert')).toContainText('(16003)');
    await expect(drawer.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('kubevela-charts');
    await expect(url).toHaveValue('https://charts.team.example.com');

    await drawer.getByRole('textbox', { name: 'Name', exact: true }).fill('team-charts');
    await drawer.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Config created successfully')).toBeVisible();
    const prompt = page.getByRole('dialog', { name: 'Distribute the config' });
    await expect(prompt).toContainText('Distribute it from the summary page of each project');
    await expectNoSeriousA11yViolations(page);
    await prompt.getByRole('button', { name: 'OK' }).click();
    await expect(prompt).toBeHidden();

    await page.goto('/projects/default/summary');
    const projectConfigs = page.getByRole('region', { name: 'Configs', exact: true });
    await projectConfigs.getByRole('button', { name: 'Distribute team-charts' }).click();
    const distribute = page.getByRole('dialog', { name: 'Distribute the config' });
    await distribute.getByRole('checkbox', { name: /\(local\/default\)$/ }).check();
    await distribute.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Config distributed successfully')).toBeVisible();
    const distributions = page.getByRole('region', { name: 'Config Distributions', exact: true });
    await expect(distributions.getByRole('row').filter({ hasText: 'team-charts' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/configs/helm-repository/config');

    const row = rowOf(page, 'team-charts');
    await expect(row.getByText('Team Charts')).toBeVisible();
    await row.getByRole('link', { name: 'team-charts' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Config team-charts' });
    await expect(edit.getByRole('textbox', { name: /^Url/ })).toHaveValue('https://charts.team.example.com');
    await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
    await edit.getByRole('textbox', { name: 'Alias' }).fill('Team Helm Charts');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Config updated successfully')).toBeVisible();
    await expect(row.getByText('Team Helm Charts')).toBeVisible();

    await row.getByRole('button', { name: 'Delete team-charts' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm).toContainText('Unrecoverable after deletion, are you sure to delete it?');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Config deleted successfully')).toBeVisible();
    await expect(rowOf(page, 'team-charts')).toHaveCount(0);
  });

  test('a sensitive config is listed but cannot be opened, in English and Chinese', async ({
    page,
    loginAs,
    request,
    sandbox,
  }) => {
    await createAlibabaCredentials(request, sandbox);
    await loginAs('admin', '/configs/terraform-alibaba/config');
    const row = rowOf(page, 'alibaba-prod');
    await expect(row.getByText('Sensitive')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Delete alibaba-prod' })).toBeVisible();
    await expect(row.getByRole('link')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page.getByRole('navigation', { name: '配置模板' })).toBeVisible();
    await expect(row.getByText('敏感')).toBeVisible();
    await expect(page.getByRole('button', { name: '新建配置' })).toBeVisible();
    await expect(row.getByRole('link')).toHaveCount(0);
    await page.getByRole('button', { name: '新建配置' }).click();
    const drawer = page.getByRole('dialog', { name: '新建Terraform Provider for Alibaba Cloud配置' });
    await expect(drawer.getByRole('textbox', { name: 'AccessKey ID' })).toBeVisible();
    await drawer.getByRole('textbox', { name: '别名' }).fill('x');
    await drawer.getByRole('button', { name: '创建' }).click();
    await expect(drawer.getByText('请输入有效的名称')).toBeVisible();
    await expect(drawer.getByText('请检查配置属性')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a project member without config:* list has no Global Configs, and the server refuses her', async ({
    page,
    loginAs,
    request,
    sandbox,
  }) => {
    await loginAs('alice');
    await expect(page.getByRole('navigation', { name: 'Workspaces' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Global Configs' })).toHaveCount(0);
    await page.goto('/configs');
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(page).toHaveURL(/\/configs$/);

    const { accessToken } = await sandbox.login('alice');
    const res = await request.post('/api/v1/configs', {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: {
        name: 'alice-charts',
        alias: '',
        description: '',
        template: { name: 'helm-repository', namespace: 'vela-system' },
        properties: JSON.stringify({ url: 'https://charts.example.com' }),
      },
    });
    expect(res.status()).toBe(403);
  });
});
