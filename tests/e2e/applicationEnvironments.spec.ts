import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, type Sandbox } from '../fixtures';
import { settled, signedInAs } from '../pages/ProjectPages';

/** As the admin, through the API: a target on the local cluster and the environment `edge` of project default. */
async function createEdgeEnv(request: APIRequestContext, sandbox: Sandbox) {
  const { accessToken } = await sandbox.login('admin');
  const headers = { Authorization: `Bearer ${accessToken}` };
  const target = await request.post('/api/v1/targets', {
    headers,
    data: {
      name: 'edge-target',
      alias: 'Edge Target',
      project: 'default',
      cluster: { clusterName: 'local', namespace: 'edge-ns' },
    },
  });
  expect(target.ok(), 'create target edge-target').toBeTruthy();
  const env = await request.post('/api/v1/envs', {
    headers,
    data: { name: 'edge', alias: 'Edge', project: 'default', namespace: 'edge', targets: ['edge-target'] },
  });
  expect(env.ok(), 'create env edge').toBeTruthy();
}

/** The number the statistics card shows under `name`. */
const statistic = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Statistics' })
    .locator('dt', { hasText: name })
    .locator('xpath=following-sibling::dd[1]');

test.describe.configure({ timeout: 90_000 });

test('alice binds hello-world to a second environment, dry-runs and deploys it there', async ({
  page,
  request,
  sandbox,
  loginAs,
}) => {
  await createEdgeEnv(request, sandbox);
  await signedInAs(page, loginAs, 'alice', 'Alice', '/applications/hello-world/config');
  await expect(page.getByRole('heading', { level: 1, name: 'hello-world(Hello World)' })).toBeVisible();
  await expect(statistic(page, 'Environments')).toHaveText('1');
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Bind environment' }).click();
  const bind = page.getByRole('dialog', { name: 'Bind Environment' });
  await bind.getByRole('combobox', { name: /Environment/ }).click();
  await expect(page.getByRole('option')).toHaveText(['edge(Edge)']);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('option', { name: 'edge(Edge)' }).click();
  await bind.getByRole('button', { name: 'Bind' }).click();
  await expect(page.getByText('Environment bound successfully')).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Environments of the application' });
  await expect(tabs.getByRole('tab', { name: 'Edge' })).toBeVisible();
  await expect(statistic(page, 'Environments')).toHaveText('2');

  await page.getByRole('button', { name: 'Deploy', exact: true }).click();
  const deploy = page.getByRole('dialog', { name: 'Deploy Application' });
  await deploy.getByRole('radio', { name: /Edge/ }).check();
  await deploy.getByRole('radio', { name: /Edge Workflow/ }).check();
  await expectNoSeriousA11yViolations(page);
  await deploy.getByRole('button', { name: 'DryRun' }).click();
  await expect(deploy.getByText('Dry run passed: the application renders as below')).toBeVisible();
  await expect(deploy.getByText('# Application(hello-world)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await deploy.getByRole('button', { name: 'Deploy', exact: true }).click();
  await expect(page.getByText('Application deployed successfully')).toBeVisible();
  await expect(page).toHaveURL(
    /\/applications\/hello-world\/envbinding\/edge\/workflow\/records\/workflow-edge-\d+$/,
  );
  await expect(page.getByRole('heading', { name: /Workflow record workflow-edge-/ })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('navigation', { name: 'Application pages' })
    .getByRole('link', { name: 'Environments' })
    .click();
  await expect(page.getByRole('link', { name: 'edge(Edge)' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});
