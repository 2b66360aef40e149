import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { openApplicationPage } from '../pages/ApplicationPages';
import { signedInAs } from '../pages/ProjectPages';

test.describe.configure({ timeout: 90_000 });

test('alice adds a worker with a labels trait to hello-world, edits the trait and deletes the component', async ({
  page,
  loginAs,
}) => {
  await signedInAs(page, loginAs, 'alice', 'Alice');
  await openApplicationPage(page, 'hello-world');
  const components = page.getByRole('region', { name: 'Components', exact: true });
  await expect(components.getByRole('article', { name: 'hello-world' })).toBeVisible();

  await components.getByRole('button', { name: 'Add Component' }).click();
  const drawer = page.getByRole('dialog', { name: 'New Component' });
  await drawer.getByRole('textbox', { name: /^Name/ }).fill('jobs');
  await drawer.getByRole('combobox', { name: /^Component Type/ }).click();
  await page.getByRole('option', { name: 'worker', exact: true }).click();
  await drawer.getByRole('textbox', { name: /^Image/ }).fill('busybox:1.36');
  await expectNoSeriousA11yViolations(page);

  const addLabels = async () => {
    await drawer.getByRole('button', { name: 'Add Trait' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Trait' });
    await dialog.getByRole('combobox', { name: /^Trait Type/ }).click();
    await page.getByRole('option', { name: 'labels', exact: true }).click();
    await expect(dialog.getByText(/will cause pod restart/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    return dialog;
  };
  const first = await addLabels();
  await expect(first).toBeHidden();
  await expect(drawer.getByRole('button', { name: 'Edit trait labels' })).toBeVisible();
  const second = await addLabels();
  await expect(second.getByText('A trait with the same trait type exists, please modify it')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await second.getByRole('button', { name: 'Cancel' }).click();

  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Component created successfully')).toBeVisible();
  const jobs = components.getByRole('article', { name: 'hello-world-jobs' });
  await expect(jobs.getByText('labels')).toBeVisible();

  await jobs.getByRole('button', { name: 'Edit trait labels' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Trait labels' });
  await expect(
    edit.getByText('This trait properties change will cause pod restart after the application deploy'),
  ).toBeVisible();
  await expect(edit.getByText(/takes effect when the workflow runs again/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Trait properties update success')).toBeVisible();

  await jobs.getByRole('button', { name: 'Delete hello-world-jobs' }).click();
  await expect(page.getByText('Are you sure want to delete this Component?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Delete component success.')).toBeVisible();
  await expect(jobs).toBeHidden();
  await expect(
    components
      .getByRole('article', { name: 'hello-world' })
      .getByRole('button', { name: 'Delete hello-world', exact: true }),
  ).toHaveCount(0);
});
