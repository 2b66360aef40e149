import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, type Sandbox } from '../fixtures';
import { apiHeaders } from '../pages/ApplicationPages';
import { settled, signedInAs } from '../pages/ProjectPages';

const CANARY_STUDIO =
  '/applications/storefront/envbinding/shop-prod/workflow/workflow-shop-prod-canary/studio';

test.describe.configure({ timeout: 90_000 });

/** As the admin: enables the kruise-rollout addon and lets the sandbox clock run until it is enabled. */
async function enableKruiseRollout(request: APIRequestContext, sandbox: Sandbox) {
  const headers = await apiHeaders(sandbox, 'admin');
  const enabled = await request.post('/api/v1/addons/kruise-rollout/enable', { headers, data: {} });
  expect(enabled.ok(), 'enable kruise-rollout').toBeTruthy();
  await sandbox.advanceClock(60);
}

/** From storefront's Deploy dialog: Enable Canary Rollout copies the Shop Production workflow and opens it. */
async function enableCanaryRollout(page: Page) {
  await page.goto('/applications/storefront/config#deploy');
  const deploy = page.getByRole('dialog', { name: 'Deploy Application' });
  await deploy
    .getByRole('radiogroup', { name: 'Environment' })
    .getByRole('radio', { name: /Shop Production/ })
    .check();
  await deploy.getByRole('radio', { name: /Shop Production Workflow/ }).check();
  await deploy.getByRole('button', { name: 'Enable Canary Rollout' }).click();
  await expect(page).toHaveURL(`${CANARY_STUDIO}?setCanary=true`);
  return page.getByRole('dialog', { name: 'Canary Rollout Setting' });
}

test('grace turns the production workflow into a 3-batch canary and saves it', async ({
  page,
  loginAs,
  request,
  sandbox,
}) => {
  await enableKruiseRollout(request, sandbox);
  await signedInAs(page, loginAs, 'grace', 'Grace');
  const setting = await enableCanaryRollout(page);
  const step = setting.getByRole('group', { name: 'Deploy To shop-prod' });
  await expect(step.getByText('Rollout weights: 0% → 50% → 100%')).toBeVisible();
  await step.getByRole('combobox', { name: 'Batch Setting' }).click();
  await page.getByRole('option', { name: '3', exact: true }).click();
  await expect(step.getByText('Rollout weights: 0% → 33% → 66% → 100%')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await setting.getByRole('button', { name: 'Confirm' }).click();
  await expect(setting).toBeHidden();
  await expect(page).toHaveURL(CANARY_STUDIO);

  for (const name of ['Prepare Canary', 'Approve 1', 'Batch 1', 'Approve 3', 'Batch 3']) {
    await expect(page.getByRole('button', { name: `Edit ${name}`, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Workflow updated successfully')).toBeVisible();

  await page.reload();
  await settled(page);
  await expect(page.getByRole('button', { name: 'Edit Batch 3', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Approve 3', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Deploy To shop-prod', exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the canary setting asks for the kruise-rollout addon first, and links to it', async ({
  page,
  loginAs,
}) => {
  await signedInAs(page, loginAs, 'admin', 'Administrator');
  const setting = await enableCanaryRollout(page);
  await expect(
    setting.getByText(
      "The default canary rollout is powered by kruise-rollout addon, let's enable it first.",
    ),
  ).toBeVisible();
  await expect(setting.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await setting.getByRole('link', { name: 'Enable kruise-rollout' }).click();
  await expect(page).toHaveURL('/addons/kruise-rollout');
});

test('grace removes a workflow from the workflows table, but never the default one', async ({
  page,
  loginAs,
  request,
  sandbox,
}) => {
  const headers = await apiHeaders(sandbox, 'admin');
  const created = await request.post('/api/v1/applications/storefront/workflows', {
    headers,
    data: {
      name: 'hotfix',
      alias: 'Hotfix',
      envName: 'shop-prod',
      mode: 'StepByStep',
      subMode: 'DAG',
      default: false,
      steps: [{ name: 'shop-prod', type: 'deploy', properties: { policies: ['shop-prod'] } }],
    },
  });
  expect(created.ok(), 'create the hotfix workflow').toBeTruthy();
  await signedInAs(page, loginAs, 'grace', 'Grace', '/applications/storefront/workflows');
  const table = page.getByRole('region', { name: 'Workflows' });
  await expect(table.getByRole('link', { name: 'hotfix(Hotfix)' })).toHaveAttribute(
    'href',
    '/applications/storefront/envbinding/shop-prod/workflow/hotfix/studio',
  );
  await expect(table.getByRole('button', { name: /^Remove workflow-shop-/ })).toHaveCount(0);
  await table.getByRole('button', { name: 'Remove hotfix' }).click();
  const question = page.getByRole('dialog');
  await expect(question.getByText('Unrecoverable after deletion, are you sure to delete it?')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await question.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Workflow removed successfully')).toBeVisible();
  await expect(table.getByText('hotfix(Hotfix)')).toHaveCount(0);
  await expect(table.getByRole('link', { name: /^workflow-shop-prod/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
