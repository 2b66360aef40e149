import { screen, waitFor, within } from '@testing-library/react';
import { businessError } from '@dataProvider/apiError';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import { delayed } from '@src/test/latency';
import { currentPath } from '@src/test/renderConsole';
import { renderKit } from '@src/test/renderKit';
import { developerUser } from '@src/test/users';
import { vi } from 'vitest';
import { appProvider, appTables, componentDefinitions } from '../shared/appFakes';
import { ApplicationList } from './ApplicationList';
// The form library is a lazy chunk of the dialog: imported with the test file, its cold load (seconds on a
// busy machine) happens before the tests rather than inside a finder's wait.
import '@schemas/index';

vi.mock('@monaco-editor/react', () => import('@src/common/code/monacoStandIn'));
vi.mock('@schemas/code/monacoSetup', () => ({ monaco: {} }));

const imageField = {
  jsonKey: 'image',
  uiType: 'Input',
  label: 'Image',
  sort: 1,
  validate: { required: true },
};

const tables = () => ({
  ...appTables(),
  'definitions:component': componentDefinitions.map((definition) =>
    definition.name === 'webservice' ? { ...definition, uiSchema: [imageField] } : definition,
  ),
});

const render = () => {
  const dataProvider = appProvider(tables());
  const view = renderKit(<ApplicationList />, {
    path: '/applications#create',
    resource: 'applications',
    dataProvider,
    authProvider: fakeAuthProvider({ user: developerUser }),
  });
  return { dataProvider, ...view };
};

const dialog = async (title = 'New Application') =>
  within(await screen.findByRole('dialog', { name: title }));

/** Step one filled in: name, the dev environment, the default component type. */
async function fillBasics(user: ReturnType<typeof render>['user']) {
  const form = await dialog();
  await user.type(await form.findByRole('textbox', { name: /^Name/ }), 'shop-web');
  await user.click(await form.findByRole('combobox', { name: /Environment/ }));
  await user.click(await screen.findByRole('option', { name: 'Development' }));
  await user.keyboard('{Escape}');
  return form;
}

beforeEach(signIn);
afterEach(() => localStorage.removeItem('RaStoreVelaConsole.locale'));

describe('New Application', () => {
  it('refuses Next with the spec messages for an empty first step and sends nothing', async () => {
    const { user, dataProvider } = render();
    const form = await dialog();
    await user.click(await form.findByRole('button', { name: 'Next' }));
    expect(await form.findByText('Please enter a valid application name')).toBeInTheDocument();
    expect(form.getByText('Please select env')).toBeInTheDocument();
    expect(form.queryByText('Image')).not.toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
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
    const { user } = render();
    const form = await dialog();
    const type = await form.findByRole('combobox', { name: /Component Type/ });
    await waitFor(() => expect(type).toHaveTextContent('webservice'));
    await user.click(type);
    const list = within(await screen.findByRole('listbox'));
    const entries = list.getAllByRole('option').map((option) => option.textContent);
    expect(entries).toEqual(['webservice', 'worker', 'task', 'k8s-objects', 'alibaba-oss', 'my-cronjob']);
    expect(
      list.getByText('Core').compareDocumentPosition(list.getByRole('option', { name: 'webservice' })),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(
      list.getByText('Cloud').compareDocumentPosition(list.getByRole('option', { name: 'alibaba-oss' })),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(list.getByText('Custom')).toBeInTheDocument();
  });

  it('keeps both steps going back, creates with their values and opens the config page', async () => {
    const { user, dataProvider } = render();
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
    expect(dataProvider.create).toHaveBeenCalledWith(
      'applications',
      expect.objectContaining({
        data: expect.objectContaining({
          name: 'shop-web',
          project: 'demo',
          envBindings: ['dev'],
          componentType: 'webservice',
          properties: { image: 'nginx:1.25' },
        }),
      }),
    );
    await waitFor(() => expect(currentPath()).toBe('/applications/shop-web/config'));
  });

  it('asks for the properties before creating', async () => {
    const { user, dataProvider } = render();
    const form = await fillBasics(user);
    await user.click(form.getByRole('button', { name: 'Next' }));
    await form.findByRole('textbox', { name: /Image/ });
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByText('Please check app deploy properties')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('keeps both steps when the server refuses, and says why by Create', async () => {
    const { user, dataProvider } = render();
    dataProvider.create.mockImplementation(
      delayed(() => {
        throw businessError(400, { BusinessCode: 10002, Message: 'application name is exist' });
      }),
    );
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
