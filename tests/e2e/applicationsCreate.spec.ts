import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { apiHeaders } from '../pages/ApplicationPages';
import { settled, signedInAs } from '../pages/ProjectPages';

/** The card of an application on the list, by its alias or name. */
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

test.describe.configure({ timeout: 90_000 });

test('alice creates shop-web through both steps and finds it on the list in cards and in a table', async ({
  page,
  request,
  sandbox,
  loginAs,
}) => {
  await signedInAs(page, loginAs, 'alice', 'Alice', '/applications');
  await expect(card(page, 'Hello World')).toBeVisible();
  await settled(page);

  await page.getByRole('button', { name: 'New Application' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Application' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('shop-web');
  await dialog.getByRole('textbox', { name: /^Alias/ }).fill('Shop Web');
  await expect(dialog.getByRole('combobox', { name: /^Project/ })).toHaveText('Default');
  await dialog.getByRole('combobox', { name: /^Environment/ }).click();
  await page.getByRole('option', { name: 'Default', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('combobox', { name: /^Component Type/ })).toHaveText('webservice');
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Next' }).click();
  const image = dialog.getByRole('textbox', { name: /Container Image/ });
  await image.fill('nginx:1.25');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Application created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/applications\/shop-web\/config$/);
  await expect(page.getByRole('heading', { level: 1, name: 'shop-web(Shop Web)' })).toBeVisible();
  const components = page.getByRole('region', { name: 'Components' });
  await expect(components.getByText('Manual Scaler')).toBeVisible();

  // The server gives a webservice made without traits its default scaler trait.
  const headers = await apiHeaders(sandbox, 'alice');
  const main = await request.get('/api/v1/applications/shop-web/components/shop-web', { headers });
  const component = (await main.json()) as {
    type: string;
    properties: { image?: string };
    traits?: { type: string; alias?: string }[];
  };
  expect(component.type).toBe('webservice');
  expect(component.properties.image).toBe('nginx:1.25');
  expect(component.traits).toContainEqual(expect.objectContaining({ type: 'scaler', alias: 'Set Replicas' }));

  await page.goto('/applications');
  await expect(card(page, 'Shop Web')).toBeVisible();
  await page.getByRole('button', { name: 'Table' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'shop-web(Shop Web)' }) });
  await expect(row.getByRole('cell', { name: 'Default' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.getByRole('link', { name: 'shop-web(Shop Web)' })).toBeVisible();
  await expect(card(page, 'Shop Web')).toHaveCount(0);
});
