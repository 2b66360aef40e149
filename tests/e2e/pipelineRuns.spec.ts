import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, type Sandbox } from '../fixtures';
import { apiHeaders } from '../pages/ApplicationPages';
import { exposeMonaco, setEditorText } from '../pages/Monaco';
import { settled, signedInAs } from '../pages/ProjectPages';

test.describe.configure({ timeout: 90_000 });

const PROJECT = 'team-shop';
const PIPELINE = 'release-payment';
const STUDIO = `/projects/${PROJECT}/pipelines/${PIPELINE}/studio`;
const YAML_LABEL = 'Pipeline steps (YAML)';
/** The sandbox's run steps take 3 s and the page reads the run every 5 s. */
const RUN_PROGRESS = { timeout: 30_000 };

const STEPS = `- name: check-image
  type: print-message-in-status
  properties:
    message: image checked
- name: approve
  type: suspend
  alias: Approve release
  properties:
    message: Approve the payment release
- name: announce
  type: print-message-in-status
  properties:
    message: released
`;

/** An empty pipeline in team-shop with a production context, as grace would have made them. */
async function emptyPipelineWithContext(request: APIRequestContext, sandbox: Sandbox) {
  const headers = await apiHeaders(sandbox, 'grace');
  const base = `/api/v1/projects/${PROJECT}/pipelines`;
  const created = await request.post(base, {
    headers,
    data: { name: PIPELINE, alias: 'Release payment', description: '', spec: { steps: [] } },
  });
  expect(created.ok()).toBeTruthy();
  const context = await request.post(`${base}/${PIPELINE}/contexts`, {
    headers,
    data: { name: 'production', values: [{ key: 'env', value: 'shop-prod' }] },
  });
  expect(context.ok()).toBeTruthy();
}

test('grace writes a pipeline as YAML, runs it with a context, approves it and sees it succeed', async ({
  page,
  request,
  sandbox,
  loginAs,
}) => {
  await emptyPipelineWithContext(request, sandbox);
  await exposeMonaco(page);
  await signedInAs(page, loginAs, 'grace', 'Grace', STUDIO);
  await expect(page.getByRole('heading', { name: 'Pipeline studio: Release payment' })).toBeVisible();
  await expect(
    page.getByText('This pipeline has no steps yet. Add one, or write them in the YAML view.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'YAML' }).click();
  await setEditorText(page, YAML_LABEL, STEPS);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Pipeline updated successfully')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  await page.getByRole('button', { name: 'Visual' }).click();
  await expect(page.getByRole('button', { name: 'Edit Approve release' })).toBeVisible();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Run Pipeline' });
  await dialog.getByRole('radio', { name: /production/ }).check();
  await expect(dialog.getByText('Selected a context: production')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Run', exact: true }).click();

  await expect(page).toHaveURL(
    new RegExp(`/projects/${PROJECT}/pipelines/${PIPELINE}/runs/${PIPELINE}-\\d+$`),
  );
  await expect(page.getByRole('heading', { name: /^Pipeline run release-payment-/ })).toBeVisible();
  await expect(page.getByText('env=shop-prod')).toBeVisible();
  await expect(page.getByText('This Pipeline need you approve.')).toBeVisible(RUN_PROGRESS);
  await expect(page.getByText('Approve the payment release')).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('Pipeline resumed successfully')).toBeVisible();
  const header = page.getByRole('heading', { name: /^Pipeline run / }).locator('..');
  await expect(header.getByText('Succeeded', { exact: true })).toBeVisible(RUN_PROGRESS);
  await expect(page.getByRole('button', { name: 'Rerun' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);

  await page.getByRole('button', { name: /check-image/ }).click();
  await expect(page.getByRole('heading', { name: 'Step check-image' })).toBeVisible();
  await expect(page.getByText(/INFO image checked/)).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});

test('a YAML step without a type is refused, and an unsaved pipeline does not run', async ({
  page,
  loginAs,
}) => {
  await exposeMonaco(page);
  await signedInAs(
    page,
    loginAs,
    'grace',
    'Grace',
    '/projects/team-shop/pipelines/release-storefront/studio?view=yaml',
  );
  await setEditorText(page, YAML_LABEL, '- name: check-image\n  type: request\n- name: announce\n');
  await expect(page.getByText('[1] Step does not specify a type.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByText('Please save the changes first.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
