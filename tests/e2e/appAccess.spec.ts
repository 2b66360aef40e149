import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { apiHeaders, openApplicationPage } from '../pages/ApplicationPages';
import { settled, signedInAs } from '../pages/ProjectPages';

test.describe.configure({ timeout: 90_000 });

/** The Components and Policies columns show the application's parts but no control that would change them. */
async function expectReadOnlyParts(page: Page, component: string) {
  const components = page.getByRole('region', { name: 'Components', exact: true });
  const policies = page.getByRole('region', { name: 'Policies', exact: true });
  await expect(components.getByRole('article', { name: component })).toBeVisible();
  await expect(policies).toBeVisible();
  await expect(components.getByRole('button', { name: 'Add Component' })).toHaveCount(0);
  await expect(policies.getByRole('button', { name: 'New Policy' })).toHaveCount(0);
  for (const column of [components, policies]) {
    await expect(column.getByRole('button', { name: /^(Edit|Delete|Add)\b/ })).toHaveCount(0);
  }
}

test('alice, an App Developer, may deploy hello-world and add triggers', async ({ page, loginAs }) => {
  await signedInAs(page, loginAs, 'alice', 'Alice');
  await openApplicationPage(page, 'hello-world');
  await expect(page.getByRole('button', { name: 'Deploy', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Bind environment' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Add Trigger' })).toBeVisible();
});

test('bob, a Project Viewer, sees no write control and the server refuses his deploy', async ({
  page,
  request,
  sandbox,
  loginAs,
}) => {
  await signedInAs(page, loginAs, 'bob', 'Bob');
  await expect(page.getByRole('article', { name: /Hello World/ })).toBeVisible();
  await settled(page);
  await expect(page.getByRole('button', { name: 'New Application' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  await openApplicationPage(page, 'hello-world');
  await expect(page.getByRole('article', { name: 'hello-world-default' })).toBeVisible();
  for (const name of ['Deploy', 'Bind environment', 'Edit Application', 'Add Trigger']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  await expectReadOnlyParts(page, 'hello-world');
  await expect(
    page.getByText('The webhook token is shown only to users who may update this trigger.'),
  ).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Revisions' }).click();
  const revisions = page.getByRole('region', { name: 'Revisions', exact: true });
  await expect(revisions.getByRole('button', { name: /^Detail / }).first()).toBeVisible();
  await expect(revisions.getByRole('button', { name: /^(Rollback|Diff) / })).toHaveCount(0);

  const refused = await request.post('/api/v1/applications/hello-world/deploy', {
    headers: await apiHeaders(sandbox, 'bob'),
    data: { workflowName: 'workflow-default', triggerType: 'web', force: false, note: '' },
  });
  expect(refused.status()).toBe(403);
});

test('the admin finds the fluxcd addon application read-only', async ({ page, loginAs }) => {
  await signedInAs(page, loginAs, 'admin', 'Administrator');
  await page.goto(`/applications?filter=${encodeURIComponent(JSON.stringify({ q: 'flux' }))}`);
  const card = page.getByRole('article', { name: 'addon-fluxcd' });
  await expect(card.getByText('ReadOnly', { exact: true })).toBeVisible();

  await openApplicationPage(page, 'addon-fluxcd');
  await expect(page.getByRole('button', { name: 'Deploy', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Bind environment' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Edit Application' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Triggers', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Trigger' })).toHaveCount(0);
  await expectReadOnlyParts(page, 'fluxcd');
  await expectNoSeriousA11yViolations(page);
});
