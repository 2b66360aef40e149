import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Sandbox } from '../fixtures';
import { apiHeaders } from '../pages/ApplicationPages';
import { prodRecords, secondProdRollout } from '../pages/PaymentRollout';
import { expectFitsPhone, expectFullScreen, PHONE } from '../pages/Phone';
import { signedInAs } from '../pages/ProjectPages';

test.use(PHONE);
test.describe.configure({ timeout: 120_000 });

const recordPage = (record: string) =>
  `/applications/payment/envbinding/shop-prod/workflow/records/${record}`;
const RELEASE = '/projects/team-shop/pipelines/release-storefront';

/** The demo's newest run of the storefront release, waiting for approval. */
async function waitingRun(request: APIRequestContext, sandbox: Sandbox) {
  const res = await request.get(`/api/v1${RELEASE}/runs`, { headers: await apiHeaders(sandbox, 'grace') });
  expect(res.ok()).toBeTruthy();
  const { runs } = (await res.json()) as { runs: { pipelineRunName: string; phase: string }[] };
  const run = runs.at(-1);
  expect(run?.phase).toBe('suspending');
  return `${RELEASE}/runs/${run?.pipelineRunName}`;
}

test('on a phone grace opens a waiting payment rollout from a link and approves it', async ({
  page,
  request,
  sandbox,
  loginAs,
}) => {
  const [waiting] = await prodRecords(request, await apiHeaders(sandbox, 'grace'));
  await signedInAs(page, loginAs, 'grace', 'Grace');
  await page.goto(recordPage(waiting.name));
  await expect(page.getByText('This workflow is waiting for your approval.')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Application pages' }).getByRole('link', { name: 'Workflow' }),
  ).toBeInViewport();
  await expectFitsPhone(page);
  await page.getByRole('button', { name: 'Continue' }).tap();
  await expect(page.getByText('Workflow resumed successfully')).toBeVisible();
  await expect(page.getByText('This workflow is waiting for your approval.')).toHaveCount(0);
  await expectFitsPhone(page);
});

test('on a phone grace terminates a waiting payment rollout, confirming in a full-screen dialog', async ({
  page,
  request,
  sandbox,
  loginAs,
}) => {
  const [waiting] = await prodRecords(request, await apiHeaders(sandbox, 'grace'));
  await signedInAs(page, loginAs, 'grace', 'Grace');
  await page.goto(recordPage(waiting.name));
  await page.getByRole('button', { name: 'Terminate' }).tap();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('Are you sure you want to terminate this workflow?')).toBeVisible();
  await expectFullScreen(page.getByRole('dialog'));
  await expectFitsPhone(page);
  await confirm.getByRole('button', { name: 'Confirm' }).tap();
  await expect(page.getByText('Workflow terminated successfully')).toBeVisible();
  await expect(page.getByText('This workflow is waiting for your approval.')).toHaveCount(0);
});

test('on a phone grace rolls a waiting payment rollout back', async ({ page, request, sandbox, loginAs }) => {
  const [, suspended] = await secondProdRollout(request, sandbox);
  await signedInAs(page, loginAs, 'grace', 'Grace');
  await page.goto(recordPage(suspended));
  await page.getByRole('button', { name: 'Rollback' }).tap();
  const confirm = page.getByRole('dialog');
  await expect(
    confirm.getByText('Are you sure you want to roll back to the last ready revision?'),
  ).toBeVisible();
  await expectFitsPhone(page);
  await confirm.getByRole('button', { name: 'Confirm' }).tap();
  await expect(page.getByText('Workflow rollback successfully')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/records/${suspended}$`));
  await expectFitsPhone(page);
});

test('on a phone grace approves the waiting storefront release run, after backing out of Terminate', async ({
  page,
  request,
  sandbox,
  loginAs,
}) => {
  const run = await waitingRun(request, sandbox);
  await signedInAs(page, loginAs, 'grace', 'Grace', run);
  await expect(page.getByText('This Pipeline need you approve.')).toBeVisible();
  await expectFitsPhone(page);
  await page.getByRole('button', { name: 'Terminate' }).tap();
  await expectFullScreen(page.getByRole('dialog'));
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).tap();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Resume' }).tap();
  await expect(page.getByText('Pipeline resumed successfully')).toBeVisible();
  await expect(page.getByText('This Pipeline need you approve.')).toHaveCount(0);
  await expectFitsPhone(page);
});
