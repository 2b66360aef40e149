import type { EditorProps } from '@monaco-editor/react';
import { businessError } from '@dataProvider/apiError';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { signIn } from '@src/test/fakeAuthProvider';
import { delayed } from '@src/test/latency';
import { renderKit } from '@src/test/renderKit';
import type { DataProvider } from 'react-admin';
import { configProvider } from './configFakes';
import { ConfigPage } from './ConfigPage';

// Monaco cannot run in a DOM emulation: the YAML editor of a template without UI schema becomes a text area.
vi.mock('@monaco-editor/react', () => ({
  default: ({ value, options }: EditorProps) => (
    <textarea aria-label={options?.ariaLabel} value={value} readOnly />
  ),
  loader: { config: () => undefined },
}));
vi.mock('@schemas/code/monacoSetup', () => ({ monaco: {} }));

/** A template's configs page, whose address opens the drawers (#create, #edit/{name}), without the layout. */
const renderConfigPage = (path: string, { dataProvider }: { dataProvider: DataProvider }) =>
  renderKit(<ConfigPage />, {
    path,
    route: '/configs/:templateName/config',
    resource: 'configs',
    dataProvider,
  });

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
beforeEach(signIn);

describe('the new config drawer', () => {
  it('checks the name, alias and the properties against the template before sending', async () => {
    const dataProvider = configProvider();
    const { user } = renderConfigPage('/configs/helm-repository/config#create', { dataProvider });
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
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('says the same in Chinese', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = renderConfigPage('/configs/helm-repository/config#create', {
      dataProvider: configProvider(),
    });
    const form = await drawer('新建Helm Repository配置');
    await form.findByRole('textbox', { name: /^Url/ });
    await user.type(form.getByRole('textbox', { name: '别名' }), 'x');
    await user.click(form.getByRole('button', { name: '创建' }));
    expect(await form.findByText('请输入有效的名称')).toBeInTheDocument();
    expect(form.getByText('请输入 2 到 64 个字符。')).toBeInTheDocument();
    expect(await form.findByText('请检查配置属性')).toBeInTheDocument();
  });

  it('creates the config from the template, then asks to distribute it', async () => {
    const dataProvider = configProvider();
    const { user } = renderConfigPage('/configs/helm-repository/config#create', { dataProvider });
    const form = await drawer(NEW_HELM);
    await enter(user, await form.findByRole('textbox', { name: /^Url/ }), 'oci://charts.io');
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'oci-charts');
    await user.type(form.getByRole('textbox', { name: 'Alias' }), 'OCI Charts');
    await user.click(form.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Config created successfully')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith(
      'configs',
      expect.objectContaining({
        data: {
          name: 'oci-charts',
          alias: 'OCI Charts',
          template: { name: 'helm-repository', namespace: 'vela-system' },
          properties: { url: 'oci://charts.io' },
        },
      }),
    );
    const prompt = await screen.findByRole('dialog', { name: 'Distribute the config' });
    expect(prompt).toHaveTextContent('The config oci-charts takes effect in a cluster only once');
    expect(within(prompt).getByRole('link', { name: 'Go to projects' })).toHaveAttribute('href', '/projects');
    await user.click(within(prompt).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a refusal by its button and keeps what was typed', async () => {
    const dataProvider = configProvider();
    dataProvider.create.mockImplementation(
      delayed((): never => {
        throw businessError(400, { BusinessCode: 16003, Message: 'config name taken' });
      }),
    );
    const { user } = renderConfigPage('/configs/helm-repository/config#create', { dataProvider });
    const form = await drawer(NEW_HELM);
    const url = await form.findByRole('textbox', { name: /^Url/ });
    await enter(user, url, 'https://charts.example.com');
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'charts');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByRole('alert')).toHaveTextContent('config name taken(16003)');
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('charts');
    expect(url).toHaveValue('https://charts.example.com');
    expect(screen.queryByRole('dialog', { name: 'Distribute the config' })).not.toBeInTheDocument();
  });

  it('says when the template has no UI schema, and offers YAML instead', async () => {
    renderConfigPage('/configs/image-registry/config#create', { dataProvider: configProvider() });
    const form = await drawer('New Image Registry Config');
    expect(await form.findByText('Can not load the template detail')).toBeInTheDocument();
    expect(await form.findByRole('textbox', { name: /YAML/ })).toBeInTheDocument();
  });
});

describe('the edit config drawer', () => {
  it('keeps the name, shows the properties and sends the change', async () => {
    const dataProvider = configProvider();
    const { user } = renderConfigPage('/configs/helm-repository/config#edit/charts', { dataProvider });
    const form = await drawer('Edit Config charts');
    const url = await form.findByRole('textbox', { name: /^Url/ });
    expect(url).toHaveValue('https://charts.example.com');
    expect(form.getByRole('textbox', { name: 'Name' })).toBeDisabled();

    await user.clear(url);
    await enter(user, url, 'https://mirror.example.com');
    await user.click(form.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Config updated successfully')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledWith(
      'configs',
      expect.objectContaining({
        id: 'charts',
        data: expect.objectContaining({ properties: { url: 'https://mirror.example.com' } }),
      }),
    );
    expect(screen.queryByRole('dialog', { name: 'Distribute the config' })).not.toBeInTheDocument();
  });

  it('sends a hidden secret back as it came when it is not retyped, so the server keeps it', async () => {
    const dataProvider = configProvider();
    const { user } = renderConfigPage('/configs/helm-repository/config#edit/private-charts', {
      dataProvider,
    });
    const form = await drawer('Edit Config private-charts');
    const url = await form.findByRole('textbox', { name: /^Url/ });
    expect(form.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.clear(url);
    await enter(user, url, 'https://mirror.example.com');
    await user.click(form.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Config updated successfully')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledWith(
      'configs',
      expect.objectContaining({
        data: expect.objectContaining({
          properties: { url: 'https://mirror.example.com', password: '******' },
        }),
      }),
    );
  });

  it('does not count the defaults the form fills in as edits', async () => {
    const { user } = renderConfigPage('/configs/dex-connector/config#edit/sso', {
      dataProvider: configProvider(),
    });
    const form = await drawer('Edit Config sso');
    expect(await form.findByRole('textbox', { name: /^Type/ })).toHaveValue('github');
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
