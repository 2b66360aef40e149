import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { expectNoLeaks, switchToChinese } from '../pages/Chinese';
import { expectEverythingFits, expectNoSidewaysScroll } from '../pages/Layout';
import { settled, signedInAs } from '../pages/ProjectPages';

/** The row of the pipeline whose Name(Alias) link reads `name`. */
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

const release = 'release-storefront(Release storefront)';
const nightly = 'nightly-report(Nightly report)';

// The journeys load lazy pages and run axe several times on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('a project admin clones a pipeline and a context, and creates a pipeline only where allowed', async ({
  page,
  loginAs,
}) => {
  await signedInAs(page, loginAs, 'grace', 'Grace', '/pipelines');
  await expect(rowOf(page, release).getByRole('link', { name: 'Shop Team' })).toBeVisible();
  await expect(rowOf(page, nightly)).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'New Pipeline' }).click();
  const create = page.getByRole('dialog', { name: 'New Pipeline' });
  await create.getByRole('combobox', { name: /^Project/ }).click();
  await expect(page.getByRole('option')).toHaveText(['Shop Team']);
  await page.getByRole('option', { name: 'Shop Team' }).click();
  await create.getByRole('textbox', { name: /^Name/ }).fill('deploy-train');
  await create.getByRole('textbox', { name: 'Alias' }).fill('Deploy train');
  await expectNoSeriousA11yViolations(page);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Pipeline created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/team-shop\/pipelines\/deploy-train\/studio$/);

  await page.goto('/pipelines');
  await rowOf(page, release).getByRole('button', { name: 'Clone release-storefront' }).click();
  const clone = page.getByRole('dialog', { name: 'Clone Pipeline' });
  await expect(clone.getByText(/ready to clone\. Includes 0 contexts/)).toBeVisible();
  await expect(clone.getByRole('textbox', { name: /^Name/ })).toHaveValue('release-storefront-clone');
  await expectNoSeriousA11yViolations(page);
  await clone.getByRole('button', { name: 'Clone' }).click();
  await expect(page.getByText('Pipeline cloned successfully')).toBeVisible();
  const copy = rowOf(page, 'release-storefront-clone(Release storefront)');
  await expect(copy.getByText('This Pipeline never ran.')).toBeVisible();

  await copy.getByRole('button', { name: 'Contexts release-storefront-clone' }).click();
  const contexts = page.getByRole('dialog', { name: 'Contexts of release-storefront-clone' });
  await expect(contexts.getByText(/There are no contexts/)).toBeVisible();
  await contexts.getByRole('button', { name: 'New Context' }).click();
  const newContext = page.getByRole('dialog', { name: 'New Context' });
  await newContext.getByRole('textbox', { name: /^Name/ }).fill('staging');
  await newContext.getByRole('textbox', { name: /^Key/ }).fill('region');
  await newContext.getByRole('textbox', { name: 'Value' }).fill('eu');
  await expectNoSeriousA11yViolations(page);
  await newContext.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The Pipeline context created successfully')).toBeVisible();
  await expect(contexts.getByText('region=eu')).toBeVisible();

  await contexts.getByRole('button', { name: 'Clone staging' }).click();
  const cloneContext = page.getByRole('dialog', { name: 'Clone Context staging' });
  await expect(cloneContext.getByRole('textbox', { name: /^Name/ })).toHaveValue('staging-clone');
  await cloneContext.getByRole('button', { name: 'Save' }).click();
  await expect(contexts.getByRole('cell', { name: 'staging-clone', exact: true })).toBeVisible();
  await expect(contexts.getByText('region=eu')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
});

test('a project viewer reads pipelines and contexts without any write, and the server refuses one', async ({
  page,
  loginAs,
  request,
  sandbox,
}) => {
  // grace only views the data team's work
  await signedInAs(page, loginAs, 'grace', 'Grace', '/pipelines');
  const row = rowOf(page, nightly);
  await expect(row.getByRole('button', { name: 'Contexts nightly-report' })).toBeVisible();
  await settled(page);
  await expect(row.getByRole('button', { name: /^(Run|Clone|Remove) / })).toHaveCount(0);
  await row.getByRole('button', { name: 'Contexts nightly-report' }).click();
  const contexts = page.getByRole('dialog', { name: 'Contexts of nightly-report' });
  await expect(contexts.getByText('env=data-prod')).toBeVisible();
  await expect(contexts.getByRole('button', { name: /New Context|^(Edit|Clone|Remove) / })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const { accessToken } = await sandbox.login('grace');
  const removed = await request.delete('/api/v1/projects/team-data/pipelines/nightly-report', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(removed.status()).toBe(403);
});

test('an admin filters pipelines by project and text, and reads them in Chinese', async ({
  page,
  loginAs,
}) => {
  await signedInAs(page, loginAs, 'admin', 'Administrator', '/pipelines');
  await expect(rowOf(page, 'observability(Observability)')).toBeVisible();
  await expect(
    rowOf(page, release).getByRole('img', { name: /^Runs of the last 7 days: 2 in total/ }),
  ).toBeVisible();
  await expect(rowOf(page, release).getByText('Suspending')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expect(page.getByRole('button', { name: 'New Pipeline' })).toBeInViewport({ ratio: 1 });
  await expect(
    rowOf(page, release).getByRole('button', { name: 'Remove release-storefront' }),
  ).toBeInViewport({
    ratio: 1,
  });

  const search = page.getByRole('textbox', { name: 'Search by name, alias or description' });
  await search.fill('storefront');
  await expect(rowOf(page, nightly)).toHaveCount(0);
  await expect(rowOf(page, release)).toBeVisible();

  await page.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: 'Data Team' }).click();
  await expect(page.getByText(/No Pipelines found/)).toBeVisible();
  await expect(page).toHaveURL(/team-data/);
  await page.reload();
  await expect(page.getByText(/No Pipelines found/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveText('Data Team');
  await expect(search).toHaveValue('storefront');
  await expectNoSeriousA11yViolations(page);
  await search.fill('');
  await expect(rowOf(page, nightly)).toBeVisible();
  await expect(rowOf(page, release)).toHaveCount(0);

  await switchToChinese(page);
  await page.goto('/projects/team-data/pipelines');
  await expect(page.getByRole('heading', { name: '流水线' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '上一次执行' })).toBeVisible();
  await settled(page);
  await expectNoLeaks(page.getByRole('main'), ['Last Run', 'Contexts', 'Clone', 'Remove', 'New Pipeline']);
  await expectNoSeriousA11yViolations(page);
});

test.describe('in a 1024 px window', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the pipelines table keeps each button label whole in Chinese, and scrolls in its own frame', async ({
    page,
    loginAs,
  }) => {
    await signedInAs(page, loginAs, 'admin', 'Administrator', '/pipelines');
    await switchToChinese(page);
    await expect(page.getByRole('columnheader', { name: '上一次执行' })).toBeVisible();
    await settled(page);
    // Chinese may break between any two characters: squeezed, a row's Contexts went one character a line.
    await expectEverythingFits(page.getByRole('table'));
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});
