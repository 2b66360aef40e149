import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { expectNoSidewaysScroll } from '../pages/Layout';
import { signedInAs } from '../pages/ProjectPages';

const palette = (page: Page, name = 'Jump to a page or record') => page.getByRole('dialog', { name });
const GROUPS = ['Pages', 'Applications', 'Projects', 'Environments', 'Pipelines', 'Addons', 'Clusters'];

/** Waits until every record source has answered: the loading line is gone. */
async function loaded(page: Page, dialog = palette(page)) {
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
}

test('admin presses Control+K, types part of an application name and lands on its page', async ({
  page,
  loginAs,
}) => {
  await signedInAs(page, loginAs, 'admin', 'Administrator');
  await page.keyboard.press('Control+K');
  const dialog = palette(page);
  const search = dialog.getByRole('combobox', { name: 'Search pages and records' });
  await expect(search).toBeFocused();
  await loaded(page);
  for (const group of GROUPS) {
    await expect(dialog.getByRole('group', { name: group, exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  await search.fill('storef');
  const storefront = dialog.getByRole('option', { name: /^storefront\b/ });
  await expect(storefront).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('option', { name: /^checkout\b/ })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/applications\/storefront\/config$/);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: /^storefront\b/ })).toBeVisible();
});

test('alice finds the applications of her project and none of another one', async ({ page, loginAs }) => {
  await signedInAs(page, loginAs, 'alice', 'Alice');
  const button = page.getByRole('button', { name: 'Jump to' });
  await button.click();
  const dialog = palette(page);
  await loaded(page);
  const applications = dialog.getByRole('group', { name: 'Applications', exact: true });
  await expect(applications.getByRole('option', { name: /^guestbook\b/ })).toBeVisible();
  await expect(applications.getByRole('option', { name: /^hello-world\b/ })).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Clusters', exact: true })).toHaveCount(0);

  await dialog.getByRole('combobox').fill('storefront');
  await expect(dialog.getByText('No page or record matches')).toBeVisible();
  await expect(dialog.getByRole('option', { name: /^storefront\b/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
});

test.describe('in a 1024 px window', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the top bar keeps to one line of named icons, and each still opens what it opens', async ({
    page,
    loginAs,
  }) => {
    await signedInAs(page, loginAs, 'admin', 'Administrator');
    const bar = page.getByRole('banner');
    expect((await bar.boundingBox())?.height).toBeLessThan(60);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    await bar.getByRole('button', { name: 'Jump to', exact: true }).hover();
    await expect(page.getByRole('tooltip', { name: 'Jump to' })).toBeVisible();
    await bar.getByRole('button', { name: 'Jump to', exact: true }).click();
    await expect(palette(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette(page)).toHaveCount(0);

    await bar.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(bar.getByRole('button', { name: '语言: 中文' })).toBeVisible();
    await bar.getByRole('button', { name: 'Administrator', exact: true }).click();
    await expect(page.getByRole('menuitemradio', { name: '深色' })).toBeVisible();
  });
});
