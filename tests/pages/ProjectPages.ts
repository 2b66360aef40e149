import { expect, type Page } from '@playwright/test';

/** Waits until the skeletons and spinners are gone: the page has drawn its data. */
export async function settled(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/**
 * Signs in, opens `path` (the applications list by default) and waits for the user menu, so the next
 * step starts from a page that knows who the user is. The menu may sit behind a dialog the address
 * opens (`#deploy`), hidden from assistive technology, hence `includeHidden`.
 */
export async function signedInAs(
  page: Page,
  loginAs: (user: string, path?: string) => Promise<void>,
  user: string,
  shownAs: string,
  path?: string,
) {
  await loginAs(user, path);
  await expect(page.getByRole('button', { name: shownAs, exact: true, includeHidden: true })).toBeVisible();
}

/** A section of a project page (General, Targets, Configs, Config Distributions, Members), by its heading. */
export const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
