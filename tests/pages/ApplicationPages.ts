import type { Page } from '@playwright/test';
import { expect, type Sandbox } from '../fixtures';
import { settled } from './ProjectPages';
import { rowWithLink } from './tableLocators';

/** Authorization headers of a demo user, for preconditions set through the API rather than the UI. */
export async function apiHeaders(sandbox: Sandbox, user: string) {
  const { accessToken } = await sandbox.login(user);
  return { Authorization: `Bearer ${accessToken}` };
}

/** Opens a page of an application (`config`, `revisions`, …) and waits until it has drawn its data. */
export async function openApplicationPage(page: Page, app: string, subPage = 'config') {
  await page.goto(`/applications/${app}/${subPage}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${app}\\b`) })).toBeVisible();
  await settled(page);
}

/** The applications table searched for `store`: the search kept, storefront's row and no row of cart. */
export async function expectStoreSearch(page: Page) {
  await expect(page.getByRole('textbox', { name: 'Search by name and description' })).toHaveValue('store');
  await expect(rowWithLink(page, 'storefront(Storefront)')).toBeVisible();
  await expect(rowWithLink(page, 'cart(Cart)')).toHaveCount(0);
}
