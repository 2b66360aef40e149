import { expect, test } from '../fixtures';
import type { Page } from '@playwright/test';

const COLLECTOR = 'https://telemetry.example.com/collect';
// The second journey answers the collector with its own route: nothing leaves the machine for it.
test.use({ answeredOutside: [new URL(COLLECTOR).origin] });

/** Visits pages of the signed-in console and waits until each has drawn its heading and gone quiet. */
async function browse(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
}

test('with the default server the console sends no usage statistics, nor any request elsewhere', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const elsewhere: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).origin !== new URL(baseURL ?? '').origin)
      elsewhere.push(`${req.method()} ${req.url()}`);
  });
  await loginAs('admin');
  await browse(page, ['/applications', '/settings', '/users']);
  expect(elsewhere).toEqual([]);
  await expect(page.locator('meta[name="vela-telemetry-url"]')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('telemetryDataCollection'))).toBeNull();
});

test('with a telemetry address, the console reports once a day while data collection is on', async ({
  page,
  loginAs,
}) => {
  // What a server started with VELA_TELEMETRY_URL serves: the address in the page, its origin allowed.
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.includes('.'),
    async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      const policy = headers['content-security-policy'].replace(
        "connect-src 'self'",
        `connect-src 'self' ${new URL(COLLECTOR).origin}`,
      );
      const body = (await response.text()).replace(
        '</head>',
        `<meta name="vela-telemetry-url" content="${COLLECTOR}" /></head>`,
      );
      await route.fulfill({
        response,
        body,
        headers: { ...headers, 'content-security-policy': policy },
      });
    },
  );
  const reports: unknown[] = [];
  await page.route(COLLECTOR, async (route) => {
    if (route.request().method() === 'POST') reports.push(route.request().postDataJSON());
    await route.fulfill({
      status: 204,
      headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' },
    });
  });

  await loginAs('admin');
  await browse(page, ['/settings']);
  await expect(page.getByText(`sends ${COLLECTOR} the platform ID`)).toBeVisible();
  await expect.poll(() => reports.length).toBe(1);
  expect(reports[0]).toMatchObject({
    platformID: expect.any(String),
    version: 'v1.10.0/sandbox',
    browserInfo: { language: expect.any(String), nameAndVersion: expect.stringMatching(/^Chrome /) },
  });

  // Within 24 hours: no second report, whatever the page loads.
  await browse(page, ['/applications', '/users']);
  expect(reports).toHaveLength(1);

  // A day later, with the switch off: still none.
  await page.getByRole('link', { name: 'Platform Settings' }).click();
  await page.getByRole('switch', { name: 'Contribution' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Platform settings updated successfully')).toBeVisible();
  await page.evaluate(() =>
    localStorage.setItem('telemetryDataCollection', String(Date.now() - 25 * 3600 * 1000)),
  );
  await browse(page, ['/applications']);
  expect(reports).toHaveLength(1);
});
