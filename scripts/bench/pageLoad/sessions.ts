import type { Browser, Page } from '@playwright/test';
import { demoPassword, signInAs } from '../demoSignIn';
import type { StorageState } from './coldLoad';

/** VelaUX's own login form: its fields are named by their placeholders. */
async function signInToVelaux(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByPlaceholder('Please input the username').fill('admin');
  await page.getByPlaceholder('Please input the password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Signs admin in through the UI's own login page and hands back what the browser then keeps for the
 * site: both UIs keep the session in localStorage (`token`, `refreshToken`), which each load starts with.
 */
export async function adminSession(
  browser: Browser,
  baseUrl: string,
  ui: 'console' | 'velaux',
): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (ui === 'console') await signInAs(page, baseUrl, 'admin', 'Administrator');
    else await signInToVelaux(page, baseUrl);
    await page.waitForFunction(() => localStorage.getItem('token') !== null);
    return await context.storageState();
  } finally {
    await context.close();
  }
}
