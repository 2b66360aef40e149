import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { apiHeaders } from '../pages/ApplicationPages';
import { expectNoLeaks, switchToChinese } from '../pages/Chinese';
import { settled, signedInAs } from '../pages/ProjectPages';

test.describe.configure({ timeout: 120_000 });

const GREETING = 'Hello from the plugins journey';
const extensionNav = (page: Page) => page.getByRole('navigation', { name: 'Extension' });
const demoMenu = (page: Page) => extensionNav(page).getByRole('list', { name: 'Demo' });

test('the admin enables the demo plugin, opens its page from its menu, saves its settings and disables it', async ({
  page,
  loginAs,
  request,
  sandbox,
}) => {
  // The demo data runs the demo plugin: switch it off first, so the journey starts from a disabled plugin.
  const disabled = await request.post('/api/v1/manage/plugins/app-demo/disable', {
    headers: await apiHeaders(sandbox, 'admin'),
  });
  expect(disabled.ok(), 'disable app-demo').toBeTruthy();
  await signedInAs(page, loginAs, 'admin', 'Administrator', '/manage/plugins');
  const card = page.getByRole('article', { name: 'Demo App' });
  await expect(card.getByText('Disabled')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Logo of Demo App' })).toBeVisible();
  // A plugin without a logo has the server's default, public/img/icn-{type}.svg, which the console ships.
  await expect(
    page
      .getByRole('article', { name: 'Definition Demo' })
      .getByRole('img', { name: 'Logo of Definition Demo' }),
  ).toBeVisible();
  await expect(demoMenu(page)).toHaveCount(0);
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('link', { name: 'Config of Demo App' }).click();
  await expect(page).toHaveURL('/manage/plugins/app-demo/config');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo App' })).toBeVisible();
  // The settings form is the plugin's own, from its module.
  await page.getByLabel('Greeting').fill(GREETING);
  await page.getByLabel('API token').fill('s3cret');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save & Enable' }).click();
  await expect(page.getByText('Plugin enabled')).toBeVisible();
  await expect(page.getByRole('main').getByText('Enabled', { exact: true })).toBeVisible();

  await demoMenu(page).getByRole('link', { name: 'Demo App' }).click();
  await expect(page).toHaveURL('/plugins/app-demo');
  await expect(demoMenu(page).getByRole('link', { name: 'Demo App' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const pluginPage = page.getByRole('region', { name: 'Demo App' });
  await expect(pluginPage.getByText(GREETING)).toBeVisible();
  await pluginPage.getByRole('button', { name: 'Click me' }).click();
  await expect(pluginPage.getByRole('status')).toHaveText('Clicked 1 times');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/manage/plugins/app-demo/config');
  await expect(page.getByText('An API token is saved. Type a new one to replace it.')).toBeVisible();
  await page.getByLabel('Greeting').fill(`${GREETING}, again`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Setting saved')).toBeVisible();
  const saved = await request.get('/api/v1/manage/plugins/app-demo', {
    headers: await apiHeaders(sandbox, 'admin'),
  });
  expect(await saved.json()).toMatchObject({
    jsonSetting: { greeting: `${GREETING}, again` },
    secureJsonFields: { apiToken: true },
  });

  await page.getByRole('button', { name: 'Disable Demo App' }).click();
  const question = page.getByRole('dialog', { name: 'Disable the plugin Demo App?' });
  await expectNoSeriousA11yViolations(page);
  await question.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Plugin disabled')).toBeVisible();
  await expect(page.getByRole('main').getByText('Disabled', { exact: true })).toBeVisible();
  await expect(demoMenu(page)).toHaveCount(0);

  // Its page has left with its menu, even by address; its settings are one click away.
  await page.goto('/plugins/app-demo');
  await expect(
    page.getByText('This plugin is disabled: its pages return once it is enabled again'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Demo App' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Config', exact: true }).click();
  await expect(page).toHaveURL('/manage/plugins/app-demo/config');
});

test('alice opens the enabled plugin page in Chinese but may not manage plugins', async ({
  page,
  loginAs,
  request,
  sandbox,
}) => {
  // The demo data runs the demo plugin.
  await signedInAs(page, loginAs, 'alice', 'Alice');
  await switchToChinese(page);
  // alice may open no addon or definition: the plugin's menu alone brings her the Extension workspace.
  await page.getByRole('navigation', { name: '工作空间' }).getByRole('link', { name: '扩展中心' }).click();
  await page.getByRole('navigation', { name: '扩展中心' }).getByRole('link', { name: 'Demo App' }).click();
  await expect(page).toHaveURL('/plugins/app-demo');
  await expect(page.getByRole('heading', { name: '演示应用' })).toBeVisible();
  await expect(page.getByText('来自演示插件的问候')).toBeVisible();
  await settled(page);
  await expectNoLeaks(page.getByRole('main'), [
    'Click me',
    'Page address',
    'No root app page component found',
  ]);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/manage/plugins');
  await expect(page.getByRole('heading', { name: '无权访问' })).toBeVisible();
  const refused = await request.post('/api/v1/manage/plugins/app-demo/disable', {
    headers: await apiHeaders(sandbox, 'alice'),
  });
  expect(refused.status()).toBe(403);
});

test('the plugin pages in Chinese name everything in Chinese', async ({ page, loginAs }) => {
  await signedInAs(page, loginAs, 'admin', 'Administrator', '/manage/plugins');
  await switchToChinese(page);
  await expect(page.getByRole('heading', { level: 1, name: '扩展' })).toBeVisible();
  await settled(page);
  await expectNoLeaks(page.getByRole('main'), ['Plugins', 'Config', 'Enable', 'Disabled', 'No descriptions']);
  await page.getByRole('link', { name: '配置 Demo App' }).click();
  await expect(page.getByLabel('问候语')).toBeVisible();
  await settled(page);
  await expectNoLeaks(page.getByRole('main'), [
    'Plugins',
    'Version',
    'Author',
    'Status',
    'Disabled',
    'Uninstall',
    'Settings',
    'Save & Enable',
    'Greeting',
    'API token',
  ]);
  await expectNoSeriousA11yViolations(page);
});

test('the admin installs the plugin the velaux addon offers, opens its page and uninstalls it', async ({
  page,
  loginAs,
}) => {
  await signedInAs(page, loginAs, 'admin', 'Administrator', '/manage/plugins');
  const offered = page.getByRole('article', { name: 'node-dashboard' });
  await expect(offered.getByText('Offered by the velaux addon')).toBeVisible();
  await offered.getByRole('button', { name: 'Install node-dashboard' }).click();
  await expect(page.getByText('Install Success. Enabled automatically.')).toBeVisible();
  const installed = page.getByRole('article', { name: 'Node Dashboard' });
  await expect(installed.getByText('Enabled')).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('navigation', { name: 'Workspaces' })
    .getByRole('link', { name: 'Administrator' })
    .click();
  await page.getByRole('navigation', { name: 'Administrator' }).getByRole('link', { name: 'Nodes' }).click();
  await expect(page).toHaveURL('/plugins/node-dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Nodes' })).toBeVisible();

  await page.goto('/manage/plugins/node-dashboard/config');
  await expect(page.getByText('No config app page component found')).toBeVisible();
  await page.getByRole('button', { name: 'Uninstall' }).click();
  await page
    .getByRole('dialog', { name: 'Uninstall the plugin Node Dashboard?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page).toHaveURL('/manage/plugins');
  await expect(
    page.getByRole('article', { name: 'node-dashboard' }).getByText('Not installed'),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Workspaces' }).getByRole('link', { name: 'Administrator' }),
  ).toHaveAttribute('href', '/clusters');
});
