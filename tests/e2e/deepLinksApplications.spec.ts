import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { apiHeaders, expectStoreSearch } from '../pages/ApplicationPages';
import { otherUser } from '../pages/OtherUser';
import { settled, signedInAs } from '../pages/ProjectPages';
import { selectedTab } from '../pages/tableLocators';

test.describe.configure({ timeout: 120_000 });

const stepHint = (page: Page) =>
  page
    .getByRole('paragraph')
    .filter({ hasText: 'Choose a step to read its logs, inputs, outputs and properties.' });
test('applications list: project, search and table view reopen for another user', async ({
  page,
  loginAs,
  browser,
  sandbox,
  baseURL,
}) => {
  await signedInAs(page, loginAs, 'grace', 'Grace', '/applications');
  await page.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: 'Shop Team' }).click();
  await page.getByRole('textbox', { name: 'Search by name and description' }).fill('store');
  await page.getByRole('button', { name: 'Table' }).click();
  await expect(page).toHaveURL(/view=table/);
  await expect(page).toHaveURL(/store/);
  await expectStoreSearch(page);
  const link = page.url();

  const admin = await otherUser(browser, sandbox, baseURL, 'admin');
  const shown = await admin.reader.open(link);
  await expect(shown.getByRole('combobox', { name: 'Project' })).toHaveText('Shop Team');
  await expect(shown.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  await expectStoreSearch(shown);
  await settled(shown);
  await expectNoSeriousA11yViolations(shown);
  await admin.done();
});

test('application detail: the component drawer and a record step with its tab reopen for another user', async ({
  page,
  loginAs,
  browser,
  sandbox,
  baseURL,
}) => {
  await signedInAs(page, loginAs, 'alice', 'Alice', '/applications/hello-world/config');
  await page
    .getByRole('article', { name: 'hello-world' })
    .getByRole('button', { name: 'Edit hello-world', exact: true })
    .click();
  await expect(page.getByRole('dialog', { name: 'Edit Component hello-world' })).toBeVisible();
  await expect(page).toHaveURL(/#editComponent\/hello-world$/);
  const drawerLink = page.url();

  await page.goto('/applications/hello-world/envbinding/default/workflow');
  await expect(page).toHaveURL(/\/workflow\/records\/[^/?]+$/);
  const recordLink = page.url();
  await page
    .getByRole('button', { name: /^Deploy To / })
    .first()
    .click();
  const step = page.getByRole('heading', { name: /^Step Deploy To / });
  await expect(step).toBeVisible();
  await page.getByRole('tab', { name: 'Inputs' }).click();
  await expect(page).toHaveURL(/step=.+&tab=inputs$/);
  const stepLink = page.url();
  const stepTitle = await step.textContent();
  // Choosing a step is a move Back undoes; its tab only refines it.
  await page.goBack();
  await expect(stepHint(page)).toBeVisible();

  const admin = await otherUser(browser, sandbox, baseURL, 'admin');
  const shownDrawer = await admin.reader.open(drawerLink);
  await expect(shownDrawer.getByRole('dialog', { name: 'Edit Component hello-world' })).toBeVisible();
  await admin.done();

  const bob = await otherUser(browser, sandbox, baseURL, 'bob');
  const shownStep = await bob.reader.open(stepLink);
  await expect(shownStep.getByRole('heading', { name: stepTitle ?? '', exact: true })).toBeVisible();
  await selectedTab(shownStep, 'Inputs');
  await settled(shownStep);
  await expectNoSeriousA11yViolations(shownStep);
  const unknownStep = await bob.reader.open(`${recordLink}?step=no-such-step&tab=nothing`);
  await expect(stepHint(unknownStep)).toBeVisible();
  await bob.done();
});

test('environment: the status tab and the log pod, container, search and switches reopen for another user', async ({
  page,
  loginAs,
  browser,
  request,
  sandbox,
  baseURL,
}) => {
  const headers = await apiHeaders(sandbox, 'alice');
  const sidecar = await request.post('/api/v1/applications/hello-world/components/hello-world/traits', {
    headers,
    data: { type: 'sidecar', properties: JSON.stringify({ name: 'log-agent', image: 'busybox:1.36' }) },
  });
  expect(sidecar.ok(), await sidecar.text()).toBeTruthy();
  const deployed = await request.post('/api/v1/applications/hello-world/deploy', {
    headers,
    data: { workflowName: 'workflow-default', note: '', triggerType: 'web', force: false },
  });
  expect(deployed.ok(), await deployed.text()).toBeTruthy();
  await sandbox.advanceClock(120);

  await signedInAs(page, loginAs, 'alice', 'Alice', '/applications/hello-world/envbinding/default/status');
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\?tab=overview$/);
  const statusLink = page.url();

  await page.goto('/applications/hello-world/envbinding/default/logs');
  await expect(page.getByRole('log', { name: /^Logs of hello-world in hello-world-/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Container' }).click();
  await page.getByRole('option', { name: 'log-agent', exact: true }).click();
  await expect(page.getByRole('log', { name: /^Logs of log-agent in hello-world-/ })).toBeVisible();
  await expect(page).toHaveURL(/pod=hello-world-.+&container=log-agent$/);
  await page.getByRole('searchbox', { name: 'Search the logs' }).fill('log');
  await page.getByRole('switch', { name: 'Show timestamps' }).click();
  await expect(page).toHaveURL(/container=log-agent&q=log&follow=off&timestamps=on$/);
  const logsLink = page.url();

  const bob = await otherUser(browser, sandbox, baseURL, 'bob');
  const status = await bob.reader.open(statusLink);
  await selectedTab(status, 'Overview');
  const logs = await bob.reader.open(logsLink);
  await expect(logs.getByRole('log', { name: /^Logs of log-agent in hello-world-/ })).toBeVisible();
  await expect(logs.getByRole('combobox', { name: 'Container' })).toHaveText('log-agent');
  await expect(logs.getByRole('searchbox', { name: 'Search the logs' })).toHaveValue('log');
  await expect(logs.getByRole('switch', { name: 'Show timestamps' })).toBeChecked();
  await expect(logs.getByRole('switch', { name: 'Follow' })).not.toBeChecked();
  await settled(logs);
  await expectNoSeriousA11yViolations(logs);
  const unknownPod = await bob.reader.open(
    '/applications/hello-world/envbinding/default/logs?pod=no-such-pod&container=nothing',
  );
  await expect(unknownPod.getByRole('log', { name: /^Logs of hello-world in hello-world-/ })).toBeVisible();
  await bob.done();
});
