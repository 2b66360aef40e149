import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { apiHeaders } from '../pages/ApplicationPages';
import { settled, signedInAs } from '../pages/ProjectPages';

test.describe.configure({ timeout: 90_000 });

const STUDIO = '/applications/hello-world/envbinding/default/workflow/workflow-default/studio';
const RECORD = /\/applications\/hello-world\/envbinding\/default\/workflow\/records\/workflow-default-\d+$/;

/** Adds a top-level step of a type, by name, through the Add Workflow Step drawer. */
async function addStep(page: Page, type: string, name: string) {
  await page.getByRole('button', { name: 'Add Step' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add Workflow Step' });
  await drawer.getByRole('combobox', { name: 'Type' }).fill(type);
  await page.getByRole('option', { name: type, exact: true }).click();
  await drawer.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await expect(drawer.getByRole('heading', { name: 'Properties' })).toBeVisible();
  // The properties form of the type loads on its own; a step is checked against it once it is there.
  await expect(drawer.getByRole('progressbar')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Add Step' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
}

test('alice adds a notification and a suspend step, saves, deploys and sees them in the record', async ({
  page,
  loginAs,
}) => {
  await signedInAs(page, loginAs, 'alice', 'Alice', STUDIO);
  await expect(page.getByRole('heading', { name: /^Workflow studio: / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Workflow steps' })).toBeVisible();

  await addStep(page, 'notification', 'notify-team');
  await addStep(page, 'suspend', 'approve-release');
  // A name is unique among all steps: a second step of the same name is refused.
  await page.getByRole('button', { name: 'Add Step' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add Workflow Step' });
  await drawer.getByRole('textbox', { name: 'Name', exact: true }).fill('approve-release');
  await drawer.getByRole('button', { name: 'Add Step' }).click();
  await expect(drawer.getByText('Name is used.')).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: 'Discard' }).click();

  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'YAML' }).click();
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('approve-release');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Workflow updated successfully')).toBeVisible();
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeHidden();
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/applications/hello-world/config#deploy');
  const deploy = page.getByRole('dialog', { name: 'Deploy Application' });
  await deploy.getByRole('button', { name: 'Deploy', exact: true }).click();
  await expect(page).toHaveURL(RECORD);
  await expect(page.getByRole('button', { name: /^notify-team/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^approve-release/ })).toBeVisible();
  await expect(page.getByText('This workflow is waiting for your approval.')).toBeVisible({
    timeout: 20_000,
  });
});

test('alice is asked before leaving the studio with unsaved changes, and may stay', async ({
  page,
  loginAs,
}) => {
  await signedInAs(page, loginAs, 'alice', 'Alice', STUDIO);
  await expect(page.getByRole('heading', { name: /^Workflow studio: / })).toBeVisible();
  await page.getByRole('combobox', { name: /^Mode/ }).click();
  await page.getByRole('option', { name: 'DAG' }).click();
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();

  const statusLink = page
    .getByRole('navigation', { name: 'Application pages' })
    .getByRole('link', { name: 'Status', exact: true });
  await statusLink.click();
  const question = page.getByRole('dialog', { name: 'Leave the workflow studio?' });
  await expect(question).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(new RegExp(`${STUDIO}$`));
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();

  await statusLink.click();
  await page
    .getByRole('dialog', { name: 'Leave the workflow studio?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(page).toHaveURL(/\/applications\/hello-world\/envbinding\/default\/status$/);
});

test('bob, a Project Viewer, reads the studio without a way to change it, and the server refuses his save', async ({
  page,
  loginAs,
  request,
  sandbox,
}) => {
  await signedInAs(page, loginAs, 'bob', 'Bob', STUDIO);
  await expect(page.getByRole('heading', { name: /^Workflow studio: / })).toBeVisible();
  await expect(page.getByText('You may read this workflow but not change it.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Workflow steps' })).toBeVisible();
  await settled(page);
  await expect(page.getByRole('button', { name: 'Add Step' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const saved = await request.put('/api/v1/applications/hello-world/workflows/workflow-default', {
    headers: await apiHeaders(sandbox, 'bob'),
    data: { alias: 'Changed by bob', mode: 'StepByStep', subMode: 'DAG', steps: [] },
  });
  expect(saved.status()).toBe(403);
});
