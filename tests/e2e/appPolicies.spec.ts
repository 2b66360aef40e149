import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { openApplicationPage } from '../pages/ApplicationPages';
import { signedInAs } from '../pages/ProjectPages';

test.describe.configure({ timeout: 90_000 });

test('alice adds an override policy bound to the default workflow step of hello-world, then force-deletes it', async ({
  page,
  loginAs,
}) => {
  await signedInAs(page, loginAs, 'alice', 'Alice');
  await openApplicationPage(page, 'hello-world');
  const policies = page.getByRole('region', { name: 'Policies', exact: true });
  await policies.getByRole('button', { name: 'New Policy' }).click();
  const drawer = page.getByRole('dialog', { name: 'New Policy' });
  await drawer.getByRole('textbox', { name: /^Name/ }).fill('web-patch');
  await drawer.getByRole('combobox', { name: /^Workflow( \*)?$/ }).click();
  await page.getByRole('option').first().click();
  await drawer.getByRole('combobox', { name: /^Workflow Steps/ }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await drawer.getByRole('button', { name: 'Add a component patch' }).click();
  await drawer
    .getByRole('combobox', { name: /Component/ })
    .first()
    .click();
  await page
    .getByRole('option', { name: /hello-world/ })
    .first()
    .click();
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Policy added successfully')).toBeVisible();

  const card = policies.getByRole('article', { name: 'web-patch' });
  await card.getByRole('button', { name: 'Delete web-patch' }).click();
  await expect(page.getByText('Are you sure want to delete this policy?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText('This policy is being used by workflow, do you want to force delete it?'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Application policy deleted successfully')).toBeVisible();
  await expect(card).toBeHidden();
});
