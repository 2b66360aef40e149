import { screen, waitFor, within } from '@testing-library/react';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { vi } from 'vitest';
import { createApp, imageOnlyWebservice } from './appListSandbox';
import { ApplicationList } from './ApplicationList';
// The form library is a lazy chunk of the dialog: imported with the test file, its cold load (seconds on a
// busy machine) happens before the tests rather than inside a finder's wait.
import '@schemas/index';

vi.mock('@monaco-editor/react', () => import('@src/common/code/monacoStandIn'));
vi.mock('@schemas/code/monacoSetup', () => ({ monaco: {} }));

const sandbox = setUpSandbox({ user: 'alice' });

const render = () =>
  renderWithSandbox(sandbox, <ApplicationList />, { resource: 'applications', path: '/applications#create' });

const currentPath = () => `${window.location.pathname}${window.location.search}`;

const creates = () => sandbox.asked().filter((asked) => asked.startsWith('POST /api/v1/applications'));

const dialog = async (title = 'New Application') =>
  within(await screen.findByRole('dialog', { name: title }));

/** Step one filled in: name, the default environment, the default component type. */
async function fillBasics(user: ReturnType<typeof render>['user']) {
  const form = await dialog();
  await user.type(await form.findByRole('textbox', { name: /^Name/ }), 'shop-web');
  await user.click(await form.findByRole('combobox', { name: /Environment/ }));
  await user.click(await screen.findByRole('option', { name: 'Default' }));
  await user.keyboard('{Escape}');
  return form;
}

beforeEach(() => imageOnlyWebservice(sandbox));
afterEach(() => localStorage.removeItem('RaStoreVelaConsole.locale'));

describe('New Application', () => {
  it('refuses Next with the spec messages for an empty first step and sends nothing', async () => {
    const { user } = render();
    const form = await dialog();
    await user.click(await form.findByRole('button', { name: 'Next' }));
    expect(await form.findByText('Please enter a valid application name')).toBeInTheDocument();
    expect(form.getByText('Please select env')).toBeInTheDocument();
    expect(form.queryByText('Image')).not.toBeInTheDocument();
    expect(creates()).toEqual([]);
  });

  it('says so in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = render();
    const form = await dialog('新建应用');
    await user.click(await form.findByRole('button', { name: '下一步' }));
    expect(await form.findByText('请输入有效的应用名称')).toBeInTheDocument();
    expect(form.getByText('请选择环境')).toBeInTheDocument();
  });

  it('groups the component types as Core, Cloud and Custom, webservice chosen', async () => {
    // The terraform-alibaba addon brings the cloud resource types.
    await sandbox.request('POST', '/api/v1/addons/terraform-alibaba/enable', {
      args: { ALICLOUD_ACCESS_KEY: 'key', ALICLOUD_SECRET_KEY: 'secret', ALICLOUD_REGION: 'cn-hongkong' },
    });
    const { user } = render();
    const form = await dialog();
    const type = await form.findByRole('combobox', { name: /Component Type/ });
    await waitFor(() => expect(type).toHaveTextContent('webservice'));
    await user.click(type);
    const list = within(await screen.findByRole('listbox'));
    const entries = list.getAllByRole('option').map((option) => option.textContent);
    expect(entries).toEqual([
      'worker',
      'webservice',
      'task',
      'k8s-objects',
      'alibaba-rds',
      'alibaba-oss',
      'ref-objects',
      'kustomize',
      'helm',
      'cron-task',
    ]);
    expect(
      list.getByText('Core').compareDocumentPosition(list.getByRole('option', { name: 'webservice' })),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(
      list.getByText('Cloud').compareDocumentPosition(list.getByRole('option', { name: 'alibaba-oss' })),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(list.getByText('Custom')).toBeInTheDocument();
  });

  it('keeps both steps going back, creates with their values and opens the config page', async () => {
    const { user } = render();
    const form = await fillBasics(user);
    await user.click(form.getByRole('button', { name: 'Next' }));
    const image = await form.findByRole('textbox', { name: /Image/ });
    await user.type(image, 'nginx:1.25');
    await user.click(form.getByRole('button', { name: 'Previous' }));
    expect(await form.findByRole('textbox', { name: /^Name/ })).toHaveValue('shop-web');
    await user.click(form.getByRole('button', { name: 'Next' }));
    expect(await form.findByRole('textbox', { name: /Image/ })).toHaveValue('nginx:1.25');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Application created successfully')).toBeInTheDocument();
    expect(creates()).toEqual(['POST /api/v1/applications?project=default']);
    expect(await sandbox.request('GET', '/api/v1/applications/shop-web')).toMatchObject({
      project: { name: 'default' },
      envBindings: ['default'],
    });
    expect(await sandbox.request('GET', '/api/v1/applications/shop-web/components/shop-web')).toMatchObject({
      type: 'webservice',
      main: true,
      properties: { image: 'nginx:1.25' },
    });
    await waitFor(() => expect(currentPath()).toBe('/applications/shop-web/config'));
  });

  it('asks for the properties before creating', async () => {
    const { user } = render();
    const form = await fillBasics(user);
    await user.click(form.getByRole('button', { name: 'Next' }));
    await form.findByRole('textbox', { name: /Image/ });
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByText('Please check app deploy properties')).toBeInTheDocument();
    expect(creates()).toEqual([]);
  });

  it('keeps both steps when the server refuses, and says why by Create', async () => {
    await createApp(sandbox, 'shop-web');
    const { user } = render();
    const form = await fillBasics(user);
    await user.click(form.getByRole('button', { name: 'Next' }));
    await user.type(await form.findByRole('textbox', { name: /Image/ }), 'nginx:1.25');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByText('application name is exist(10002)')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /Image/ })).toHaveValue('nginx:1.25');
    await user.click(form.getByRole('button', { name: 'Previous' }));
    expect(await form.findByRole('textbox', { name: /^Name/ })).toHaveValue('shop-web');
    expect(currentPath()).toBe('/applications');
  });
});
