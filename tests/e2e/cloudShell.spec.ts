import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { apiHeaders } from '../pages/ApplicationPages';
import { expectNoLeaks, switchToChinese } from '../pages/Chinese';
import { signedInAs } from '../pages/ProjectPages';

test.describe.configure({ timeout: 90_000 });

test('the admin is asked to enable the cloudshell addon first, and Go to enable leads to it', async ({
  page,
  loginAs,
}) => {
  await signedInAs(page, loginAs, 'admin', 'Administrator');
  await page.getByRole('button', { name: 'Cloud Shell' }).click();
  const prompt = page.getByRole('dialog', { name: 'CloudShell feature is not enabled' });
  await expect(prompt).toContainText('You must enable the CloudShell addon first');
  await expectNoSeriousA11yViolations(page);
  await prompt.getByRole('button', { name: 'Go to enable' }).click();
  await expect(page).toHaveURL('/addons/cloudshell');
  await expect(prompt).toHaveCount(0);
});

test('once the addon is enabled, the drawer prepares the shell, then shows it with a full-screen link', async ({
  page,
  loginAs,
  request,
  sandbox,
}) => {
  const enabled = await request.post('/api/v1/addons/cloudshell/enable', {
    headers: await apiHeaders(sandbox, 'admin'),
    data: {},
  });
  expect(enabled.ok(), 'enable cloudshell').toBeTruthy();
  await sandbox.advanceClock(60);
  const addresses: string[] = [];
  page.context().on('request', (sent) => addresses.push(sent.url()));
  page.context().on('page', (opened) => opened.on('websocket', (socket) => addresses.push(socket.url())));
  page.on('websocket', (socket) => addresses.push(socket.url()));
  await signedInAs(page, loginAs, 'admin', 'Administrator');
  await page.getByRole('button', { name: 'Cloud Shell' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cloud Shell' });
  await expect(drawer.getByText('Prepare The Cloud Shell')).toBeVisible();
  await expect(drawer.getByRole('status')).toHaveText(/^Preparing/);
  // Measured as drawn: while the drawer slides in, its box may be a fraction of a pixel off.
  await expect.poll(async () => (await drawer.boundingBox())?.height).toBeCloseTo(500, 0);
  await expectNoSeriousA11yViolations(page);

  await sandbox.advanceClock(10);
  const terminal = drawer.getByTitle('Cloud shell terminal');
  await expect(terminal).toBeVisible();
  await expect(
    page.frameLocator('iframe[title="Cloud shell terminal"]').getByText('admin@cloudshell'),
  ).toBeVisible();
  const fullScreen = drawer.getByRole('link', { name: 'Full Screen' });
  await expect(fullScreen).toHaveAttribute('target', '_blank');
  expect(await fullScreen.getAttribute('href')).toMatch(/\/view\/cloudshell$/);
  await expectNoSeriousA11yViolations(page);
  const [tab] = await Promise.all([page.waitForEvent('popup'), fullScreen.click()]);
  await expect(tab.getByRole('log', { name: 'Terminal' })).toContainText('admin@cloudshell');
  await tab.close();
  // The shell opened with tickets: no address the browser asked for carries the access token.
  expect(addresses.filter((address) => address.includes('/view/cloudshell')).length).toBeGreaterThan(3);
  expect(addresses.filter((address) => /[?&]token=/.test(address))).toEqual([]);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toHaveCount(0);
});

test('the cloud shell prompt in Chinese', async ({ page, loginAs }) => {
  await signedInAs(page, loginAs, 'alice', 'Alice');
  await switchToChinese(page);
  await page.getByRole('button', { name: '云终端' }).click();
  const prompt = page.getByRole('dialog', { name: '云终端功能未启用' });
  await expect(prompt.getByRole('button', { name: '去启用' })).toBeVisible();
  await expectNoLeaks(prompt, ['Go to enable', 'Cancel', 'You must enable the CloudShell addon first']);
  await expectNoSeriousA11yViolations(page);
});
