import type { EditorProps } from '@monaco-editor/react';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { Route, Routes } from 'react-router-dom';
import type { Config } from './config';
import { seedConfigs } from './configSandbox';
import { ConfigPage } from './ConfigPage';

// Monaco cannot run in a DOM emulation: the YAML editor of a template without UI schema becomes a text area.
vi.mock('@monaco-editor/react', () => ({
  default: ({ value, options }: EditorProps) => (
    <textarea aria-label={options?.ariaLabel} value={value} readOnly />
  ),
  loader: { config: () => undefined },
}));
vi.mock('@schemas/code/monacoSetup', () => ({ monaco: {} }));

const sandbox = setUpSandbox({ demo: false });

/** A template's configs page, whose address opens the drawers (#create, #edit/{name}), without the layout. */
const renderConfigPage = (path: string) =>
  renderWithSandbox(
    sandbox,
    <Routes>
      <Route path="/configs/:templateName/config" element={<ConfigPage />} />
    </Routes>,
    { path, resource: 'configs' },
  );

/** A platform config as the sandbox holds it, its secrets in clear. */
const stored = async (name: string) =>
  (await sandbox.request<Config[]>('GET', `/api/v1/configs/${name}?reveal=true`))[0];

const writes = () => sandbox.asked().filter((request) => /^(POST|PUT) \/api\/v1\/configs/.test(request));

/**
 * Puts an address into the properties form in one input event: the form draws and checks itself
 * against the template on every change, so typing an address key by key costs a check per key.
 */
const enter = async (user: UserEvent, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

const drawer = async (name: string) => within(await screen.findByRole('dialog', { name }));
const NEW_HELM = 'New Helm Repository Config';

// The form library is a lazy chunk; loading it cold takes longer than a finder waits.
beforeAll(() => import('@schemas/index'), 30_000);
beforeEach(() => seedConfigs(sandbox));

describe('the new config drawer', () => {
  it('checks the name, alias and the properties against the template before sending', async () => {
    const { user } = renderConfigPage('/configs/helm-repository/config#create');
    const form = await drawer(NEW_HELM);
    const url = await form.findByRole('textbox', { name: /^Url/ });
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'My_Charts');
    await user.type(form.getByRole('textbox', { name: 'Alias' }), 'x');
    await enter(user, url, 'ftp://charts.example.com');
    await user.click(form.getByRole('button', { name: 'Create' }));

    expect(await form.findByText('Please enter a valid name')).toBeInTheDocument();
    expect(form.getByText('Enter a string of 2 to 64 characters.')).toBeInTheDocument();
    expect(await form.findByText('Please check the config properties')).toBeInTheDocument();
    expect(
      form.getAllByText(/Please enter a value that conforms to the specification\./).length,
    ).toBeGreaterThan(0);

    await user.clear(url);
    await enter(user, url, 'https://charts.example.com');
    await waitFor(() =>
      expect(form.queryByText('Please check the config properties')).not.toBeInTheDocument(),
    );
    expect(writes()).toEqual([]);
  });

  it('says the same in Chinese', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = renderConfigPage('/configs/helm-repository/config#create');
    const form = await drawer('新建Helm Repository配置');
    await form.findByRole('textbox', { name: /^Url/ });
    await user.type(form.getByRole('textbox', { name: '别名' }), 'x');
    await user.click(form.getByRole('button', { name: '创建' }));
    expect(await form.findByText('请输入有效的名称')).toBeInTheDocument();
    expect(form.getByText('请输入 2 到 64 个字符。')).toBeInTheDocument();
    expect(await form.findByText('请检查配置属性')).toBeInTheDocument();
  });

  it('creates the config from the template, then asks to distribute it', async () => {
    const { user } = renderConfigPage('/configs/helm-repository/config#create');
    const form = await drawer(NEW_HELM);
    await enter(user, await form.findByRole('textbox', { name: /^Url/ }), 'oci://charts.io');
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'oci-charts');
    await user.type(form.getByRole('textbox', { name: 'Alias' }), 'OCI Charts');
    await user.click(form.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Config created successfully')).toBeInTheDocument();
    expect(await stored('oci-charts')).toMatchObject({
      name: 'oci-charts',
      alias: 'OCI Charts',
      template: { name: 'helm-repository', namespace: 'vela-system' },
      properties: { url: 'oci://charts.io' },
    });
    const prompt = await screen.findByRole('dialog', { name: 'Distribute the config' });
    expect(prompt).toHaveTextContent('The config oci-charts takes effect in a cluster only once');
    expect(within(prompt).getByRole('link', { name: 'Go to projects' })).toHaveAttribute('href', '/projects');
    await user.click(within(prompt).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a refusal by its button and keeps what was typed (a config charts exists)', async () => {
    const { user } = renderConfigPage('/configs/helm-repository/config#create');
    const form = await drawer(NEW_HELM);
    const url = await form.findByRole('textbox', { name: /^Url/ });
    await enter(user, url, 'https://charts.example.com');
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'charts');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByRole('alert')).toHaveTextContent('the config name does exist(16003)');
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('charts');
    expect(url).toHaveValue('https://charts.example.com');
    expect(screen.queryByRole('dialog', { name: 'Distribute the config' })).not.toBeInTheDocument();
  });

  it('says when the template has no UI schema, and offers YAML instead', async () => {
    // Every template of the sandbox has a UI schema (generated from its schema when it ships none).
    const detail = await sandbox.request('GET', '/api/v1/config_templates/image-registry');
    sandbox.answer('GET /api/v1/config_templates/image-registry', {
      body: { ...(detail as object), uiSchema: null },
    });
    renderConfigPage('/configs/image-registry/config#create');
    const form = await drawer('New Image Registry Config');
    expect(await form.findByText('Can not load the template detail')).toBeInTheDocument();
    expect(await form.findByRole('textbox', { name: /YAML/ })).toBeInTheDocument();
  });
});

describe('the edit config drawer', () => {
  it('keeps the name, shows the properties and sends the change', async () => {
    const { user } = renderConfigPage('/configs/helm-repository/config#edit/charts');
    const form = await drawer('Edit Config charts');
    const url = await form.findByRole('textbox', { name: /^Url/ });
    expect(url).toHaveValue('https://charts.example.com');
    expect(form.getByRole('textbox', { name: 'Name' })).toBeDisabled();

    await user.clear(url);
    await enter(user, url, 'https://mirror.example.com');
    await user.click(form.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Config updated successfully')).toBeInTheDocument();
    expect(sandbox.asked()).toContain('PUT /api/v1/configs/charts');
    expect((await stored('charts')).properties).toEqual({ url: 'https://mirror.example.com' });
    expect(screen.queryByRole('dialog', { name: 'Distribute the config' })).not.toBeInTheDocument();
  });

  it('sends a hidden secret back as it came when it is not retyped, so the server keeps it', async () => {
    const { user } = renderConfigPage('/configs/helm-repository/config#edit/private-charts');
    const form = await drawer('Edit Config private-charts');
    const url = await form.findByRole('textbox', { name: /^Url/ });
    expect(form.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.clear(url);
    await enter(user, url, 'https://mirror.example.com');
    await user.click(form.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Config updated successfully')).toBeInTheDocument();
    expect((await stored('private-charts')).properties).toEqual({
      url: 'https://mirror.example.com',
      password: 'letmein',
    });
  });

  it('does not count the defaults the form fills in as edits', async () => {
    await sandbox.request('POST', '/api/v1/configs', {
      name: 'docker',
      template: { name: 'image-registry', namespace: 'vela-system' },
      properties: '{}',
    });
    const { user } = renderConfigPage('/configs/image-registry/config#edit/docker');
    const form = await drawer('Edit Config docker');
    expect(await form.findByRole('textbox', { name: /^Registry/ })).toHaveValue('index.docker.io');
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
