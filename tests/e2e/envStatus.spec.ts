import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { apiHeaders } from '../pages/ApplicationPages';
import { settled, signedInAs } from '../pages/ProjectPages';

// The Diff loads Monaco, the heaviest code of the console: on a loaded machine that takes a while.
test.describe.configure({ timeout: 90_000 });
const MONACO_LOADED = { timeout: 30_000 };

test("alice reads hello-world's status in default: banner, endpoints, Diff and health", async ({
  page,
  loginAs,
}) => {
  await signedInAs(page, loginAs, 'alice', 'Alice', '/applications/hello-world/envbinding/default');
  await expect(page).toHaveURL(/\/applications\/hello-world\/envbinding\/default\/status$/);
  await expect(page.getByText('Application is running')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Resource Graph' })).toHaveAttribute('aria-selected', 'true');
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Service Endpoint' }).click();
  const endpoint = page.getByRole('link', { name: /^http:\/\/hello-world\./ });
  await expect(endpoint.first()).toBeVisible();
  await expect(endpoint.first()).toHaveAttribute('target', '_blank');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Diff', exact: true }).click();
  const diff = page.getByRole('dialog', { name: 'Running vs latest configuration' });
  await expect(diff.locator('.monaco-diff-editor .editor.original')).toBeVisible(MONACO_LOADED);
  await expect(diff.locator('.editor.original')).toContainText('hello-world');
  await expect(diff.locator('.editor.modified')).toContainText('hello-world');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(diff).toBeHidden();

  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\?tab=overview$/);
  const health = page.getByRole('region', { name: 'Components' });
  await expect(
    health
      .getByRole('row', { name: /hello-world/ })
      .getByText('Healthy')
      .first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('alice recycles guestbook from default and sees that it is not deployed', async ({ page, loginAs }) => {
  await signedInAs(page, loginAs, 'alice', 'Alice', '/applications/guestbook/envbinding/default/status');
  await expect(page.getByText(/^Application is /)).toBeVisible();
  await page.getByRole('button', { name: 'Recycle' }).click();
  const confirm = page.getByRole('dialog');
  await expect(
    confirm.getByText('Are you sure you want to recycle the application form this environment?'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Recycle application environment success')).toBeVisible();
  await expect(page.getByText('Not Deploy', { exact: true })).toBeVisible();
  await expect(page.getByText('The current environment has not been deployed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recycle' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete default' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(page.getByText('未部署', { exact: true })).toBeVisible();
  await expect(page.getByText('当前环境尚未部署。')).toBeVisible();
  await expect(page.getByText('初始化', { exact: true })).toBeVisible();
});

test("bob, a viewer, reads hello-world's status without Recycle, and the server refuses it to him", async ({
  page,
  loginAs,
  sandbox,
  request,
}) => {
  await signedInAs(page, loginAs, 'bob', 'Bob', '/applications/hello-world/envbinding/default/status');
  await expect(page.getByText('Application is running')).toBeVisible();
  await settled(page);
  await expect(page.getByRole('button', { name: 'Service Endpoint' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recycle' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Diff', exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const refused = await request.post('/api/v1/applications/hello-world/envs/default/recycle', {
    headers: await apiHeaders(sandbox, 'bob'),
  });
  expect(refused.status()).toBe(403);
});
