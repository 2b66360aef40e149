import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { settled, signedInAs } from '../pages/ProjectPages';

const GUESTBOOK_RECORD =
  /\/applications\/guestbook\/envbinding\/default\/workflow\/records\/(workflow-default-\d+)$/;
const CHECKOUT_RECORD =
  /\/applications\/checkout\/envbinding\/shop-test\/workflow\/records\/workflow-shop-test-\d+(\?.*)?$/;

test.describe.configure({ timeout: 90_000 });

test('alice deploys guestbook, approves its suspended step with Continue and watches it succeed', async ({
  page,
  loginAs,
}) => {
  await signedInAs(page, loginAs, 'alice', 'Alice', '/applications/guestbook/config#deploy');
  const deploy = page.getByRole('dialog', { name: 'Deploy Application' });
  await deploy.getByRole('button', { name: 'Deploy', exact: true }).click();
  await expect(page).toHaveURL(GUESTBOOK_RECORD);
  const name = GUESTBOOK_RECORD.exec(new URL(page.url()).pathname)?.[1];
  await expect(page.getByRole('heading', { name: `Workflow record ${name}` })).toBeVisible();
  await expect(page.getByText('This workflow is waiting for your approval.')).toBeVisible();
  const approve = page.getByRole('button', { name: /^Approve/ });
  await expect(approve).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Workflow resumed successfully')).toBeVisible();
  // Read again every 3 s, the record reaches succeeded once its deploy step has run, with no reload.
  const heading = page.getByRole('heading', { name: `Workflow record ${name}` }).locator('..');
  await expect(heading.getByText('Succeeded', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await approve.click();
  await expect(page.getByRole('heading', { name: 'Step Approve' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(/resumed/)).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});

test('grace deploys checkout, whose image is tagged :fail, reads the failed step, the crash-looping container and its previous logs', async ({
  page,
  sandbox,
  loginAs,
}) => {
  await signedInAs(page, loginAs, 'grace', 'Grace', '/applications/checkout/config#deploy');
  const deploy = page.getByRole('dialog', { name: 'Deploy Application' });
  await deploy.getByRole('button', { name: 'Deploy', exact: true }).click();
  await expect(page).toHaveURL(CHECKOUT_RECORD);
  const heading = page.getByRole('heading', { name: /^Workflow record workflow-shop-test-/ }).locator('..');
  await expect(heading.getByText('Failed', { exact: true })).toBeVisible({ timeout: 20_000 });
  // The failed step opens by itself: its phase and its log say why.
  const step = page.getByRole('region', { name: /^Step / });
  await expect(step.getByText('Failed', { exact: true })).toBeVisible();
  await expect(step.getByRole('tabpanel').getByText(/CrashLoopBackOff/)).toBeVisible();
  await step.getByRole('tab', { name: 'Outputs' }).click();
  await expect(step.getByText('There are no outputs')).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  // Its pod keeps crashing: the container waits in CrashLoopBackOff, and the attempt before says why.
  await sandbox.advanceClock(120);
  await page.goto('/applications/checkout/envbinding/shop-test/instances');
  const expand = page.getByRole('button', { name: /^Show details of checkout-/ }).first();
  await expand.click();
  const containers = page.getByRole('table', { name: /^Containers · checkout-/ });
  await expect(containers.getByRole('row', { name: /checkout waiting: CrashLoopBackOff/ })).toBeVisible();
  await page
    .getByRole('link', { name: /^Logs of checkout-/ })
    .first()
    .click();
  const log = page.getByRole('log', { name: /^Logs of checkout in checkout-/ });
  await expect(log).toContainText('failed to start checkout: connection refused');
  await page.getByRole('switch', { name: 'Show timestamps' }).check();
  const firstStamp = async () => /\d{4}-\d{2}-\d{2}T[\d:.]+/.exec((await log.textContent()) ?? '')?.[0] ?? '';
  await expect.poll(firstStamp).not.toBe('');
  const current = await firstStamp();
  await page.getByRole('switch', { name: 'Show previous logs' }).check();
  await expect.poll(firstStamp).not.toBe(current);
  expect((await firstStamp()) < current, 'the previous attempt started earlier').toBe(true);
  await expect(log).toContainText('FATAL shutting down after unrecoverable error');
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});
