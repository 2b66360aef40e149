import type { Page } from '@playwright/test';

const demoUser = 'alice';
const demoPassword = 'VelaUX12345';

/** Signs in through the login page as the demo developer Alice and waits for her menu. */
export async function signInAsAlice(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill(demoUser);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Alice', exact: true }).waitFor();
}
