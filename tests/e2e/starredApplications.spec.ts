import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { settled, signedInAs } from '../pages/ProjectPages';

const card = (page: Page, title: RegExp | string) => page.getByRole('article', { name: title });
async function openPalette(page: Page) {
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Jump to a page or record' });
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  return dialog;
}

async function logout(page: Page, shownAs: string) {
  await page.getByRole('button', { name: shownAs, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

// The journeys load lazy pages and run axe on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.describe('starred applications', () => {
  test('an admin stars an application with the keyboard, filters by it and finds it first in the palette', async ({
    page,
    loginAs,
  }) => {
    await signedInAs(page, loginAs, 'admin', 'Administrator');
    const star = page.getByRole('button', { name: 'Star checkout', exact: true });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.focus();
    await page.keyboard.press('Space');
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await settled(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('switch', { name: 'Starred' }).press('Space');
    await expect(page).toHaveURL(/%22starred%22%3Atrue/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, /^checkout|Checkout/)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Starred' })).toBeChecked();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Star checkout', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const dialog = await openPalette(page);
    const first = dialog.getByRole('group').first();
    await expect(first).toHaveAccessibleName('Starred');
    await expect(first.getByRole('option', { name: /^checkout\b/ })).toBeVisible();
    await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('option').first()).toHaveText(/^checkout\b/);
    // The project team-shop matches "team" by its name; the starred checkout only by its hint, yet first.
    await dialog.getByRole('combobox').fill('team');
    await expect(dialog.getByRole('option').first()).toHaveText(/^checkout\b/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/applications\/checkout\/config$/);
  });

  test('each user has their own stars, and signing out keeps them', async ({ page, loginAs }) => {
    await signedInAs(page, loginAs, 'admin', 'Administrator');
    await page.getByRole('button', { name: 'Star storefront', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Star storefront', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await logout(page, 'Administrator');

    await signedInAs(page, loginAs, 'alice', 'Alice');
    await expect(page.getByRole('button', { name: 'Star hello-world', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.getByRole('switch', { name: 'Starred' }).click();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByText('No Applications found')).toBeVisible();
    await logout(page, 'Alice');

    await signedInAs(page, loginAs, 'admin', 'Administrator', '/applications');
    await expect(page.getByRole('button', { name: 'Star storefront', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
