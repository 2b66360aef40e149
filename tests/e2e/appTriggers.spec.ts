import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { openApplicationPage } from '../pages/ApplicationPages';
import { expectEverythingFits } from '../pages/Layout';
import { signedInAs } from '../pages/ProjectPages';

test.describe.configure({ timeout: 90_000 });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('alice creates a webhook trigger on hello-world and copies its execute curl command', async ({
  page,
  loginAs,
}) => {
  await signedInAs(page, loginAs, 'alice', 'Alice');
  await openApplicationPage(page, 'hello-world');
  const triggers = page.getByRole('region', { name: 'Triggers', exact: true });
  await expect(triggers.getByRole('article', { name: 'hello-world-default' })).toBeVisible();
  for (const name of ['Statistics', 'Components', 'Policies', 'Triggers'])
    await expectEverythingFits(page.getByRole('region', { name, exact: true }));
  await expectNoSeriousA11yViolations(page);

  await triggers.getByRole('button', { name: 'Add Trigger' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add Trigger' });
  await drawer.getByRole('textbox', { name: /^Name/ }).fill('on-release');
  await drawer.getByRole('combobox', { name: /^Execution Workflow/ }).click();
  await page
    .getByRole('option', { name: /workflow-default|Workflow/ })
    .first()
    .click();
  await expect(drawer.getByRole('combobox', { name: /^Component/ })).toHaveText('hello-world');
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Trigger created successfully.')).toBeVisible();

  const webhook = page.getByRole('dialog', { name: 'Trigger Webhook' });
  const address = webhook.getByText(/^http.*\/api\/v1\/webhook\/[a-z0-9]{16}$/);
  await expect(address).toBeVisible();
  const url = await address.textContent();
  await expect(webhook.getByLabel('Curl Command', { exact: true })).toContainText('"image":"');
  await expectNoSeriousA11yViolations(page);
  await webhook.getByRole('button', { name: 'Copy Curl Command' }).click();
  await expect(page.getByText('Copy successfully')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`--url ${url} -d '{"action":"execute","upgrade":{"hello-world":{"image":"`);
  expect(copied).toContain('"codeInfo":{"commit":"","branch":"","user":""}');

  await page.keyboard.press('Escape');
  await expect(triggers.getByRole('article', { name: 'on-release' })).toBeVisible();
});
