import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { openInConsole } from '../pages/ConsoleNavigation';

/** Each admin and extension page with the side navigation: its address, its workspace and its menu. */
const pages: [path: string, workspace: string, menu: string][] = [
  ['/clusters', 'Administrator', 'Clusters'],
  ['/configs', 'Administrator', 'Global Configs'],
  ['/platform/projects', 'Administrator', 'Projects'],
  ['/users', 'Administrator', 'Users'],
  ['/roles', 'Administrator', 'Platform Roles'],
  ['/settings', 'Administrator', 'Settings'],
  ['/targets', 'Continuous Delivery', 'Targets'],
  ['/definitions/component/config', 'Extension', 'Definitions'],
  ['/definitions/trait/config', 'Extension', 'Definitions'],
  ['/addons', 'Extension', 'Addons'],
  ['/manage/plugins', 'Extension', 'Addons'],
];

test('the admin opens every admin and extension page, each accessible to assistive technology', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(180_000);
  await loginAs('admin');
  for (const [path, workspace, menu] of pages) {
    await test.step(path, async () => {
      await openInConsole(page, path);
      const sideNav = page.getByRole('navigation', { name: workspace });
      await expect(sideNav.getByRole('link', { name: menu })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Access denied' })).toHaveCount(0);
      // Skeletons and spinners are progress bars: none left means the page has drawn its data.
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test('the cloud shell prompt, the user menu and the language menu are accessible', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin');
  // The demo data has no cloudshell addon enabled: the button asks to enable it (cloudShell.spec.ts).
  await page.getByRole('button', { name: 'Cloud Shell' }).click();
  await expect(page.getByRole('dialog', { name: 'CloudShell feature is not enabled' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Administrator' }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Language: English' }).click();
  await expect(page.getByRole('menuitem', { name: '中文' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
