import { fileURLToPath } from 'node:url';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { apiHeaders } from '../pages/ApplicationPages';
import { settled, signedInAs } from '../pages/ProjectPages';

const toolkitModule = fileURLToPath(new URL('../plugins/velauxToolkitModule.js', import.meta.url));

test('a plugin built with VelaUX’s toolkit shows its root page and its config page in the console', async ({
  page,
  loginAs,
  request,
  sandbox,
}) => {
  const refusedByPolicy: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusedByPolicy.push(message.text());
  });
  // The demo data runs app-demo: its module is the toolkit's here.
  await page.route('**/public/plugins/app-demo/module.js?*', (route) =>
    route.fulfill({ path: toolkitModule, contentType: 'text/javascript; charset=utf-8' }),
  );
  await signedInAs(page, loginAs, 'admin', 'Administrator', '/plugins/app-demo');
  await expect(page.getByRole('heading', { level: 2, name: 'Toolkit Plugin' })).toBeVisible();
  await expect(page.getByText('Demo App at /plugins/app-demo')).toBeVisible();
  // Its class component read the clusters through getBackendSrv(), sorted them with the shared lodash,
  // and drew them with @velaux/ui's Table.
  const clusters = page.getByRole('table', { name: 'Clusters' });
  await expect(clusters.getByRole('cell', { name: /^local/ })).toBeVisible();
  // A request it handles itself (customError) hands it the server's error body.
  await expect(page.getByRole('status')).toHaveText(/^\d+: \S/);
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/manage/plugins/app-demo/config');
  await expect(page.getByText('The plugin is currently enabled.')).toBeVisible();
  await page.getByLabel('Toolkit greeting').fill('Hello from the toolkit');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Setting saved')).toBeVisible();
  const saved = await request.get('/api/v1/manage/plugins/app-demo', {
    headers: await apiHeaders(sandbox, 'admin'),
  });
  expect(await saved.json()).toMatchObject({ jsonSetting: { greeting: 'Hello from the toolkit' } });
  expect(refusedByPolicy).toEqual([]);
});
