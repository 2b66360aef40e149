import type { Locator, Page } from '@playwright/test';
import { demoPassword, expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { openInConsole } from '../pages/ConsoleNavigation';
import { LoginPage } from '../pages/LoginPage';
import { settled, signedInAs } from '../pages/ProjectPages';

/** The main pages, each with its own h1 once it has drawn. */
const mainPages = [
  '/applications',
  '/applications/hello-world/config',
  '/envs',
  '/targets',
  '/projects',
  '/projects/default',
  '/clusters',
  '/users',
  '/roles',
  '/configs',
  '/addons',
  '/definitions/component/config',
  '/pipelines',
  '/settings',
];

/** How bright a CSS colour is, from 0 (black) to 1 (white). */
function brightness(colour: string) {
  const [red = 0, green = 0, blue = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (red + green + blue) / 3 / 255;
}

const DARK = 0.25;
const LIGHT = 0.75;

const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor).then(brightness);

/** How bright the background of `selector` is: `inside` itself or its ancestor, else its descendant. */
const backgroundOf = (inside: Locator, selector: string) =>
  inside
    .evaluate((element, closest) => {
      const painted = element.closest(closest) ?? element.querySelector(closest);
      return painted ? getComputedStyle(painted).backgroundColor : '';
    }, selector)
    .then(brightness);

async function chooseTheme(page: Page, theme: 'Light' | 'Dark' | 'System') {
  await page.getByRole('button', { name: 'Administrator', exact: true }).click();
  await page.getByRole('menuitemradio', { name: theme }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
}

test.describe('the dark theme', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the admin picks Dark: every main page is dark and readable, Monaco and the graphs follow, a reload keeps it', async ({
    page,
    loginAs,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signedInAs(page, loginAs, 'admin', 'Administrator');
    await expect.poll(() => pageBackground(page)).toBeGreaterThan(LIGHT);

    await chooseTheme(page, 'Dark');
    await expect.poll(() => pageBackground(page)).toBeLessThan(DARK);
    await page.getByRole('button', { name: 'Administrator', exact: true }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    for (const path of mainPages) {
      await test.step(path, async () => {
        await openInConsole(page, path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Access denied' })).toHaveCount(0);
        await settled(page);
        expect(await pageBackground(page)).toBeLessThan(DARK);
        await expectNoSeriousA11yViolations(page);
      });
    }

    await test.step('the resource graph', async () => {
      await page.goto('/applications/hello-world/envbinding/default/status');
      const graph = page.getByRole('region', { name: 'Resource graph' });
      await expect(graph.getByRole('button', { name: 'Deployment hello-world, Healthy' })).toBeVisible();
      await settled(page);
      expect(await backgroundOf(graph, '.react-flow')).toBeLessThan(DARK);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('a Monaco editor', async () => {
      await page.goto('/definitions/component/webservice/ui-schema');
      const editor = page.getByRole('textbox', { name: 'UI schema (YAML)' });
      await expect(editor).toBeAttached();
      await expect(
        page
          .getByRole('region', { name: 'Preview' })
          .getByLabel(/^Container Image/)
          .first(),
      ).toBeVisible();
      await expect.poll(() => backgroundOf(editor, '.monaco-editor')).toBeLessThan(DARK);
      await expectNoSeriousA11yViolations(page);
    });

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'UI schema (YAML)' })).toBeAttached();
    expect(await pageBackground(page)).toBeLessThan(DARK);
  });

  test('the login page opened by its address follows the stored choice, and so does the console after it', async ({
    page,
    loginAs,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signedInAs(page, loginAs, 'admin', 'Administrator');
    await chooseTheme(page, 'Dark');

    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in to KubeVela' });
    await expect(form.getByLabel('Username')).toBeVisible();
    expect(await backgroundOf(form, '.MuiCard-root')).toBeLessThan(DARK);
    await expectNoSeriousA11yViolations(page);

    await new LoginPage(page).signIn('admin', demoPassword);
    await expect(page).toHaveURL(/\/applications$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await pageBackground(page)).toBeLessThan(DARK);
  });

  test('System follows the colour scheme the system prefers', async ({ page, loginAs }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signedInAs(page, loginAs, 'admin', 'Administrator');
    await chooseTheme(page, 'Dark');
    await expect.poll(() => pageBackground(page)).toBeLessThan(DARK);

    await chooseTheme(page, 'System');
    await expect.poll(() => pageBackground(page)).toBeGreaterThan(LIGHT);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => pageBackground(page)).toBeLessThan(DARK);
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => pageBackground(page)).toBeGreaterThan(LIGHT);

    await page.getByRole('button', { name: 'Administrator', exact: true }).click();
    await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
  });
});
