import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { settled, signedInAs } from '../pages/ProjectPages';

const RECORD = /\/applications\/guestbook\/envbinding\/default\/workflow\/records\/(workflow-default-\d+)$/;

test.describe.configure({ timeout: 90_000 });

test('alice deploys guestbook, deploys again while its approval waits and forces a restart', async ({
  page,
  loginAs,
}) => {
  await signedInAs(page, loginAs, 'alice', 'Alice', '/applications/guestbook/config#deploy');
  const deploy = page.getByRole('dialog', { name: 'Deploy Application' });
  await expect(deploy.getByRole('radio', { name: /Default Workflow/ })).toBeChecked();
  await deploy.getByRole('button', { name: 'Deploy', exact: true }).click();
  await expect(page.getByText('Application deployed successfully')).toBeVisible();
  await expect(page).toHaveURL(RECORD);
  const first = RECORD.exec(new URL(page.url()).pathname)?.[1];
  await expect(page.getByRole('heading', { name: `Workflow record ${first}` })).toBeVisible();

  // The approval step keeps the run suspending, so the next deploy is refused with 10004.
  await page.getByRole('button', { name: 'Deploy', exact: true }).click();
  await deploy.getByRole('button', { name: 'Deploy', exact: true }).click();
  const question = page.getByRole('dialog', { name: 'Force a restart' });
  await expect(question.getByText('Workflow is executing. Do you want to force a restart?')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await question.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Application deployed successfully')).toBeVisible();
  await expect(page).toHaveURL(RECORD);
  await expect(page).not.toHaveURL(new RegExp(`${first}$`));
  const second = RECORD.exec(new URL(page.url()).pathname)?.[1];
  await expect(page.getByRole('heading', { name: `Workflow record ${second}` })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});
