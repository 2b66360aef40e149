import { screen, waitFor, within } from '@testing-library/react';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import { failList } from '@src/test/failingList';
import { allAnswersShown } from '@src/test/latency';
import { renderConsole } from '@src/test/renderConsole';
import type { FakeUser } from '@src/test/users';
import { roleProvider } from './roleFakes';

// The first render of the whole console loads its lazy pages, which takes seconds on a busy machine.
const FIRST_RENDER = { timeout: 15000 };

const roleReader: FakeUser = {
  name: 'reader',
  platformPermissions: [{ name: 'p', resources: ['role:*'], actions: ['list'], effect: 'Allow' }],
  projectPermissions: {},
};

async function rowOf(name: string) {
  const row = (await screen.findByRole('cell', { name }, FIRST_RENDER)).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

beforeEach(signIn);

describe('the platform role list', () => {
  it('shows each role with its permissions, ten to a page', async () => {
    const dataProvider = roleProvider();
    renderConsole('/roles', { dataProvider });
    const row = await rowOf('admin');
    expect(row.getByText('Admin, cluster-management')).toBeInTheDocument();
    expect(row.getByText('2024/05/01 10:20:30')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Platform Roles' })).toBeInTheDocument();
    expect(await row.findByRole('button', { name: 'Edit admin' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Delete admin' })).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'roles',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 } }),
    );
  });

  it('shows no New Role, Edit or Delete to a user who may only list roles', async () => {
    renderConsole('/roles', {
      dataProvider: roleProvider(),
      authProvider: fakeAuthProvider({ user: roleReader }),
    });
    const row = await rowOf('admin');
    await allAnswersShown();
    expect(row.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Role' })).not.toBeInTheDocument();
  });

  it('checks name, alias and permissions before sending, in English and Chinese', async () => {
    const dataProvider = roleProvider();
    const { user, unmount } = renderConsole('/roles#create', { dataProvider });
    let form = within(await screen.findByRole('dialog', { name: 'New Role' }, FIRST_RENDER));
    await user.type(form.getByRole('textbox', { name: 'Alias' }), 'x');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByText('Please enter a roles name')).toBeInTheDocument();
    expect(form.getByText('Enter a string of 2 to 64 characters.')).toBeInTheDocument();
    expect(form.getByText('Please select at last one permission')).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Ops');
    expect(await form.findByText('Please enter a valid name')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
    unmount();

    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const zh = renderConsole('/roles#create', { dataProvider });
    form = within(await screen.findByRole('dialog', { name: '新建角色' }, FIRST_RENDER));
    await zh.user.type(form.getByRole('textbox', { name: '别名' }), 'x');
    await zh.user.click(form.getByRole('button', { name: '创建' }));
    expect(await form.findByText('请输入角色名称')).toBeInTheDocument();
    expect(form.getByText('请至少选择一个权限')).toBeInTheDocument();
  });

  it('creates a role with the chosen permissions', async () => {
    const dataProvider = roleProvider();
    const { user } = renderConsole('/roles#create', { dataProvider });
    const form = within(await screen.findByRole('dialog', { name: 'New Role' }, FIRST_RENDER));
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'ops');
    await user.type(form.getByRole('textbox', { name: 'Alias' }), 'Operations');
    await user.click(await form.findByRole('combobox', { name: 'Permissions' }));
    await user.click(await screen.findByRole('option', { name: 'User Management' }));
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Role created successfully')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith(
      'roles',
      expect.objectContaining({
        data: { name: 'ops', alias: 'Operations', permissions: ['user-management'] },
      }),
    );
  });

  it('says the permissions could not be loaded, with a Retry, and creates nothing meanwhile', async () => {
    const dataProvider = roleProvider();
    const lookup = failList(dataProvider.getList, 'permissions');
    const { user } = renderConsole('/roles#create', { dataProvider });
    const form = within(await screen.findByRole('dialog', { name: 'New Role' }, FIRST_RENDER));
    const failure = await form.findByRole('alert');
    expect(failure).toHaveTextContent('Permissions could not be loaded');
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'ops');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The form is not valid. Please check for errors')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    lookup.recover();
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await user.click(await form.findByRole('combobox', { name: 'Permissions' }));
    expect(await screen.findByRole('option', { name: 'User Management' })).toBeInTheDocument();
  });

  it('edits a role keeping its name, and sends permission names', async () => {
    const dataProvider = roleProvider();
    const { user } = renderConsole('/roles#edit/admin', { dataProvider });
    const form = within(await screen.findByRole('dialog', { name: 'Edit Role' }, FIRST_RENDER));
    expect(await form.findByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(await form.findByRole('button', { name: 'Cluster Management' })).toBeInTheDocument();
    await user.click(await form.findByRole('combobox', { name: 'Permissions' }));
    await user.click(await screen.findByRole('option', { name: 'User Management' }));
    await user.click(form.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Role updated successfully')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledWith(
      'roles',
      expect.objectContaining({
        id: 'admin',
        data: expect.objectContaining({ permissions: ['admin', 'cluster-management', 'user-management'] }),
      }),
    );
  });

  it('deletes a role after the question', async () => {
    const dataProvider = roleProvider();
    const { user } = renderConsole('/roles', { dataProvider });
    await user.click(await (await rowOf('admin')).findByRole('button', { name: 'Delete admin' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Unrecoverable after deletion, are you sure to delete it?');
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Role deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith('roles', expect.objectContaining({ id: 'admin' })),
    );
  });
});
