import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { apiHeaders } from '../pages/ApplicationPages';
import { settled, signedInAs } from '../pages/ProjectPages';

test.describe.configure({ timeout: 90_000 });

const HOSTILE = '<img src=x onerror=alert(1)>';

test('alice opens the instances of hello-world, reads the logs of its pod, searches and downloads them', async ({
  page,
  loginAs,
}) => {
  await signedInAs(page, loginAs, 'alice', 'Alice', '/applications/hello-world/envbinding/default/instances');
  const expand = page.getByRole('button', { name: /^Show details of hello-world-/ }).first();
  await expand.click();
  await expect(expand).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(/\/instances\?pod=hello-world-/);
  const containers = page.getByRole('table', { name: /^Containers · hello-world-/ });
  await expect(containers.getByRole('row', { name: /hello-world running nginx:1\.25/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Events · hello-world-/ })).toContainText('Started');
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('link', { name: /^Logs of hello-world-/ })
    .first()
    .click();
  const log = page.getByRole('log', { name: /^Logs of hello-world in hello-world-/ });
  await expect(log).toContainText('GET /');
  await expect(page.getByRole('switch', { name: 'Auto refresh' })).toBeChecked();
  await page.getByRole('switch', { name: 'Show timestamps' }).check();
  await expect(log).toContainText(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);

  await page.getByRole('searchbox', { name: 'Search the logs' }).fill('healthz');
  await expect(page.getByRole('status').filter({ hasText: /^1 of \d+$/ })).toBeVisible();
  await expect(log.locator('mark.current')).toHaveText(/healthz/i);
  await page.getByRole('button', { name: 'Next match' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^2 of \d+$/ })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^hello-world-.+-hello-world\.log$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\S+ /);
  expect(text).toContain('GET /');
  expect(text).not.toContain('\u001b');
});

test('a log line holding markup and ANSI codes shows as coloured text and runs nothing', async ({
  page,
  request,
  sandbox,
  loginAs,
}) => {
  const headers = await apiHeaders(sandbox, 'alice');
  const created = await request.post('/api/v1/applications?project=default', {
    headers,
    data: {
      name: 'hostile-logs',
      project: 'default',
      icon: '',
      envBinding: [{ name: 'default' }],
      component: {
        name: 'hostile-logs',
        componentType: 'webservice',
        properties: JSON.stringify({ image: `busybox:${HOSTILE}`, ports: [{ port: 80, expose: true }] }),
      },
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const deployed = await request.post('/api/v1/applications/hostile-logs/deploy', {
    headers,
    data: { workflowName: 'workflow-default', note: '', triggerType: 'web', force: false },
  });
  expect(deployed.ok(), await deployed.text()).toBeTruthy();
  await sandbox.advanceClock(120);

  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(dialog.message());
    void dialog.dismiss();
  });
  await signedInAs(page, loginAs, 'alice', 'Alice', '/applications/hostile-logs/envbinding/default/logs');
  const log = page.getByRole('log', { name: /^Logs of hostile-logs in hostile-logs-/ });
  await expect(log).toContainText(`starting hostile-logs (image busybox:${HOSTILE})`);
  await expect(log.locator('img')).toHaveCount(0);
  const level = log.getByText('INFO', { exact: true }).first();
  await expect(level).toHaveCSS('color', 'rgb(46, 125, 50)');
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  expect(ran, 'dialogs opened by log text').toEqual([]);
});
