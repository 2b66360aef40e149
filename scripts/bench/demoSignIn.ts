import type { Page } from '@playwright/test';

/** The sandbox's demo password, admin's too unless VELA_ADMIN_PASSWORD says otherwise. */
export const demoPassword = 'VelaUX12345';

/** Signs in through the login page as a demo user and waits for the user menu, named by the alias. */
export async function signInAs(page: Page, baseUrl: string, user: string, alias: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: alias, exact: true }).waitFor();
}

/** Signs in as the demo developer Alice. */
export const signInAsAlice = (page: Page, baseUrl: string) => signInAs(page, baseUrl, 'alice', 'Alice');
