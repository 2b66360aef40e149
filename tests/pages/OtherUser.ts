import type { Browser, Page } from '@playwright/test';
import { expect, storeTokens, type Sandbox } from '../fixtures';

export interface Reader {
  open: (url: string) => Promise<Page>;
}

/**
 * A second user in a browser of their own (no storage shared with the first), who opens copied links.
 * Their page fails the test on an uncaught error, as the first user's does.
 */
export async function otherUser(
  browser: Browser,
  sandbox: Sandbox,
  baseURL: string | undefined,
  user: string,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  await storeTokens(page, await sandbox.login(user));
  const reader: Reader = {
    open: async (url) => {
      await page.goto(url);
      return page;
    },
  };
  const done = async () => {
    await context.close();
    expect(errors, `uncaught errors in ${user}'s page`).toEqual([]);
  };
  return { reader, done };
}
