import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { apiHeaders } from '../pages/ApplicationPages';
import { prodRecords, secondProdRollout } from '../pages/PaymentRollout';
import { switchToChinese } from '../pages/Chinese';
import { settled, signedInAs } from '../pages/ProjectPages';

test.describe.configure({ timeout: 90_000 });

test('grace rolls a suspended payment rollout in shop-prod back to the last ready revision', async ({
  page,
  request,
  sandbox,
  loginAs,
}) => {
  const [, suspended] = await secondProdRollout(request, sandbox);
  await signedInAs(
    page,
    loginAs,
    'grace',
    'Grace',
    `/applications/payment/envbinding/shop-prod/workflow/records/${suspended}`,
  );
  await expect(page.getByText('This workflow is waiting for your approval.')).toBeVisible();
  await page.getByRole('button', { name: 'Rollback' }).click();
  const confirm = page.getByRole('dialog');
  await expect(
    confirm.getByText('Are you sure you want to roll back to the last ready revision?'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Workflow rollback successfully')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/records/${suspended}$`));
  await expect(page).toHaveURL(/\/applications\/payment\/envbinding\/shop-prod\/workflow\/records\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: /^Workflow record / })).toBeVisible();
  const records = await prodRecords(request, await apiHeaders(sandbox, 'grace'));
  expect(records.length).toBe(3);
});

test('alice terminates the suspended guestbook rollout, in Chinese', async ({ page, loginAs }) => {
  await signedInAs(page, loginAs, 'alice', 'Alice', '/applications/guestbook/config#deploy');
  const deploy = page.getByRole('dialog', { name: 'Deploy Application' });
  await deploy.getByRole('button', { name: 'Deploy', exact: true }).click();
  await expect(page).toHaveURL(/\/workflow\/records\/workflow-default-\d+$/);
  await switchToChinese(page);
  await expect(page.getByText('该工作流正在等待您的审批。')).toBeVisible();
  await page.getByRole('button', { name: '终止' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('确定要终止该工作流吗？')).toBeVisible();
  await confirm.getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('工作流已终止')).toBeVisible();
  const heading = page.getByRole('heading', { name: /^工作流记录 / }).locator('..');
  await expect(heading.getByText('已终止', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '终止' })).toHaveCount(0);
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});
