import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { settled, signedInAs } from '../pages/ProjectPages';

const exactly = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}$`);

/** The row whose first cell (Name(Alias) on /envs, Name on /targets) reads `name`. */
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.locator('td:first-child', { hasText: exactly(name) }) });

async function choose(page: Page, form: Locator, field: RegExp, option: string) {
  await form.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function switchToChinese(page: Page) {
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: '中文' }).click();
}

/** As the admin on /targets: a target of project default on the local cluster, in a namespace made from the form. */
async function createTarget(page: Page) {
  await page.goto('/targets');
  await expect(page.getByRole('heading', { name: 'Targets' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'New Target' }).click();
  const form = page.getByRole('dialog', { name: 'New Target' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('edge-target');
  await form.getByRole('textbox', { name: 'Alias' }).fill('Edge Target');
  await choose(page, form, /^Project/, 'Default');
  await choose(page, form, /^Cluster/, 'Local Cluster');
  await form.getByRole('button', { name: 'Create Namespace' }).click();
  const namespaceDialog = page.getByRole('dialog', { name: 'Create Namespace' });
  await namespaceDialog.getByRole('textbox', { name: 'Namespace' }).fill('edge-ns');
  await expectNoSeriousA11yViolations(page);
  await namespaceDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Namespace created successfully')).toBeVisible();
  await expect(namespaceDialog).toHaveCount(0);
  await expect(form.getByRole('combobox', { name: /^Namespace/ })).toHaveText('edge-ns');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Target created successfully')).toBeVisible();
  await expect(rowOf(page, 'edge-target').getByRole('cell', { name: 'Local Cluster/edge-ns' })).toBeVisible();
}

// The journeys load lazy pages and run axe several times on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.describe('environments', () => {
  test('an admin makes a target with a new namespace, then an environment delivering to it, edits and removes it', async ({
    page,
    loginAs,
  }) => {
    await signedInAs(page, loginAs, 'admin', 'Administrator');
    await createTarget(page);

    await page.goto('/envs');
    await expect(rowOf(page, 'default(Default)')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'New Environment' }).click();
    const create = page.getByRole('dialog', { name: 'New Environment' });
    await create.getByRole('textbox', { name: 'Name', exact: true }).fill('edge');
    await create.getByRole('textbox', { name: 'Alias' }).fill('Edge');
    await expect(create.getByRole('combobox', { name: /^Project/ })).toHaveText('Default');
    await choose(page, create, /^Targets/, 'Edge Target(local/edge-ns)');
    await page.keyboard.press('Escape');
    await expect(create.getByRole('combobox', { name: /^Targets/ })).toHaveText('Edge Target(local/edge-ns)');
    await expectNoSeriousA11yViolations(page);
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Environment created successfully')).toBeVisible();

    const edge = rowOf(page, 'edge(Edge)');
    await expect(edge.getByRole('link', { name: 'Default' })).toHaveAttribute(
      'href',
      '/projects/default/summary',
    );
    await expect(edge.getByRole('cell', { name: 'edge', exact: true })).toBeVisible();
    await expect(edge.getByRole('link', { name: 'Edge Target' })).toHaveAttribute('href', '/targets');

    await edge.getByRole('button', { name: 'Edit edge' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Environment' });
    await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
    await expect(edit.getByRole('combobox', { name: /^Targets/ })).toHaveText('Edge Target(local/edge-ns)');
    await edit.getByRole('textbox', { name: 'Description' }).fill('Shops at the edge');
    await expectNoSeriousA11yViolations(page);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Environment updated successfully')).toBeVisible();
    await expect(edge.getByRole('cell', { name: 'Shops at the edge' })).toBeVisible();

    await edge.getByRole('button', { name: 'Remove edge' }).click();
    const question = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(question).toContainText('Unrecoverable after deletion, are you sure to delete it?');
    await expectNoSeriousA11yViolations(page);
    await question.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Environment deleted successfully')).toBeVisible();
    await expect(edge).toHaveCount(0);
  });

  test('in Chinese, the admin is told what is wrong before anything is sent', async ({ page, loginAs }) => {
    const writes: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/v1/envs') writes.push(req.url());
    });
    await signedInAs(page, loginAs, 'admin', 'Administrator');
    await switchToChinese(page);
    await page.goto('/envs#create');
    const create = page.getByRole('dialog', { name: '新增环境' });
    await expect(create.getByRole('combobox', { name: /^项目/ })).toHaveText('Default');
    await create.getByRole('textbox', { name: '名称', exact: true }).fill('Edge Env');
    await create.getByRole('textbox', { name: '描述' }).fill('x'.repeat(257));
    await create.getByRole('button', { name: '保存' }).click();
    await expect(create.getByText('请输入有效的名称，只能包含字母、数字和短横线')).toBeVisible();
    await expect(create.getByText('请输入少于 256 个字符的描述。')).toBeVisible();
    await expect(create.getByText('请至少选择一个交付目标')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(writes).toEqual([]);
  });
});

test('a project viewer sees the environments without New, Edit or Remove, and the server refuses a creation', async ({
  page,
  loginAs,
  request,
  sandbox,
}) => {
  await signedInAs(page, loginAs, 'bob', 'Bob', '/envs');
  const defaultEnv = rowOf(page, 'default(Default)');
  await expect(defaultEnv.getByRole('link', { name: 'Default' })).toBeVisible();
  await settled(page);
  // bob may not list targets: only the project is a link
  await expect(defaultEnv.getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'New Environment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Remove) / })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const { accessToken } = await sandbox.login('bob');
  const created = await request.post('/api/v1/envs?project=default', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { name: 'sneaky', project: 'default', targets: ['default'] },
  });
  expect(created.status()).toBe(403);
});
