import type { APIRequestContext, Page } from '@playwright/test';
import { dump } from 'js-yaml';
import { expect, expectNoSeriousA11yViolations, test, type Sandbox } from '../fixtures';

interface UiParameter {
  jsonKey: string;
  label: string;
}

async function webserviceUiSchema(request: APIRequestContext, sandbox: Sandbox): Promise<UiParameter[]> {
  const { accessToken } = await sandbox.login('admin');
  const res = await request.get('/api/v1/definitions/webservice?type=component', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { uiSchema: UiParameter[] }).uiSchema;
}

/** The parts of Monaco's API the tests reach, exposed as `window.monaco` by `globalAPI`. */
interface MonacoWindow {
  MonacoEnvironment?: { globalAPI?: boolean };
  monaco?: { editor: { getModels(): { getValue(): string; setValue(text: string): void }[] } };
}

/** Monaco exposes its API on window when the environment asks for it before Monaco loads. */
async function exposeMonaco(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as MonacoWindow).MonacoEnvironment = { globalAPI: true };
  });
}

/** Sets the editor's text at once, as a paste would: typing key by key into Monaco can drop characters. */
async function setEditorText(page: Page, text: string) {
  await expect(page.getByRole('textbox', { name: 'UI schema (YAML)' })).toBeAttached();
  await page.waitForFunction(() => !!(window as unknown as MonacoWindow).monaco?.editor.getModels().length);
  await page.evaluate((value) => {
    (window as unknown as MonacoWindow).monaco?.editor.getModels()[0].setValue(value);
  }, text);
}

const editorText = (page: Page) =>
  page.evaluate(() => (window as unknown as MonacoWindow).monaco?.editor.getModels()[0].getValue());

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

test.describe('definitions', () => {
  // The UI schema page loads Monaco and RJSF, the heaviest code of the console.
  test.describe.configure({ timeout: 90_000 });

  test('an admin relabels a webservice field in its UI schema and saves it online', async ({
    page,
    loginAs,
    request,
    sandbox,
  }) => {
    await exposeMonaco(page);
    await loginAs('admin', '/definitions');
    await expect(page).toHaveURL(/\/definitions\/component\/config$/);
    const webservice = rowOf(page, 'webservice');
    await expect(webservice).toBeVisible();

    await webservice.getByRole('link', { name: 'UI Schema' }).click();
    await expect(page).toHaveURL(/\/definitions\/component\/webservice\/ui-schema$/);
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByLabel(/^Container Image/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const changed = (await webserviceUiSchema(request, sandbox)).map((parameter) =>
      parameter.jsonKey === 'image' ? { ...parameter, label: 'Image To Deploy' } : parameter,
    );
    await setEditorText(page, dump(changed, { noRefs: true, lineWidth: -1 }));
    await expect(preview.getByLabel(/^Image To Deploy/).first()).toBeVisible();
    await expect(preview.getByLabel(/^Container Image/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Save & Online' }).click();
    await expect(page.getByText('UI schema updated successfully')).toBeVisible();
    const saved = await webserviceUiSchema(request, sandbox);
    expect(saved.find((parameter) => parameter.jsonKey === 'image')?.label).toBe('Image To Deploy');

    await page.reload();
    await expect(preview.getByLabel(/^Image To Deploy/).first()).toBeVisible();
  });

  test('a YAML that does not parse shows its error, keeps the text and is not saved', async ({
    page,
    loginAs,
    request,
    sandbox,
  }) => {
    await exposeMonaco(page);
    await loginAs('admin', '/definitions/component/webservice/ui-schema');
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByLabel(/^Container Image/).first()).toBeVisible();

    const unreadable = '- jsonKey: image\n  uiType: [Input\n';
    await setEditorText(page, unreadable);
    await expect(preview.getByText(/The YAML cannot be read:/)).toBeVisible();
    await page.getByRole('button', { name: 'Save & Online' }).click();
    await expect(page.getByText('Please check UI Schema properties')).toBeVisible();
    expect(await editorText(page)).toBe(unreadable);
    const unchanged = await webserviceUiSchema(request, sandbox);
    expect(unchanged.find((parameter) => parameter.jsonKey === 'image')?.label).toBe('Container Image');
  });

  test('an admin disables a definition and enables it again', async ({ page, loginAs }) => {
    await loginAs('admin', '/definitions/trait/config');
    const scaler = rowOf(page, 'scaler');
    await expect(scaler.getByText('Enabled')).toBeVisible();

    await scaler.getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByText('Update definition status success')).toBeVisible();
    await expect(scaler.getByText('Disabled')).toBeVisible();

    await scaler.getByRole('button', { name: 'Enable' }).click();
    await expect(scaler.getByText('Enabled')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a project member without platform roles has no Definitions menu', async ({ page, loginAs }) => {
    await loginAs('alice');
    const workspaces = page.getByRole('navigation', { name: 'Workspaces' });
    await expect(workspaces.getByRole('link', { name: 'Continuous Delivery' })).toBeVisible();
    // Her Extension workspace is the demo plugin's menu alone.
    await expect(workspaces.getByRole('link', { name: 'Extension' })).toHaveAttribute(
      'href',
      '/plugins/app-demo',
    );
    await expect(page.getByRole('link', { name: 'Definitions' })).toHaveCount(0);

    await page.goto('/definitions/component/config');
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(page).toHaveURL(/\/definitions\/component\/config$/);
    await expect(page.getByRole('link', { name: 'Definitions' })).toHaveCount(0);
  });
});
