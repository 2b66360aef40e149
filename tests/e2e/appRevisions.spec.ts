import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { openApplicationPage } from '../pages/ApplicationPages';
import { signedInAs } from '../pages/ProjectPages';

// The first diff loads Monaco, the heaviest code of the console: on a loaded machine that takes a while.
test.describe.configure({ timeout: 120_000 });
const MONACO_LOADED = { timeout: 30_000 };

test("grace compares cart's revisions with the latest configuration and rolls back to Cart 1.4.0", async ({
  page,
  loginAs,
}) => {
  await signedInAs(page, loginAs, 'grace', 'Grace');
  await openApplicationPage(page, 'cart', 'revisions');
  const revisions = page.getByRole('region', { name: 'Revisions', exact: true });
  await revisions.getByRole('combobox', { name: 'Environment' }).click();
  await page.getByRole('option', { name: 'shop-test' }).click();
  await expect(page).toHaveURL(/filter=.*shop-test/);
  const rows = revisions.getByRole('row').filter({ hasText: /Cart 1\.[45]\.0/ });
  await expect(rows).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  for (const note of ['Cart 1.5.0', 'Cart 1.4.0']) {
    const row = revisions.getByRole('row').filter({ hasText: note });
    await row.getByRole('button', { name: /^Diff / }).click();
    await page.getByRole('menuitem', { name: 'Compare with the latest configuration' }).click();
    const diff = page.getByRole('dialog', { name: /and the latest configuration$/ });
    await expect(diff.getByText('Latest configuration', { exact: true })).toBeVisible(MONACO_LOADED);
    // Monaco's diff editor draws both sides: the revision's and the latest one
    await expect(diff.locator('.monaco-diff-editor .editor.original')).toBeVisible();
    await expect(diff.locator('.monaco-diff-editor .editor.modified')).toBeVisible();
    await expect(diff.locator('.editor.modified')).toContainText('cart:1.5.0');
    if (note === 'Cart 1.4.0') {
      await expect(diff.locator('.editor.original')).toContainText('cart:1.4.0');
      // The YAML tokens keep 4.5:1 on the diff's inserted and removed lines too.
      await expectNoSeriousA11yViolations(page);
    }
    await page.keyboard.press('Escape');
    await expect(diff).toBeHidden();
  }

  await revisions
    .getByRole('row')
    .filter({ hasText: 'Cart 1.4.0' })
    .getByRole('button', { name: /^Rollback / })
    .click();
  await expect(page.getByText('Application rollback successfully')).toBeVisible();
  await expect(page).toHaveURL(
    /\/applications\/cart\/envbinding\/shop-test\/workflow\/records\/workflow-shop-test-\d+$/,
  );
  await expect(page.getByRole('heading', { name: /Workflow record workflow-shop-test-/ })).toBeVisible();
});
