import { screen, waitFor, within } from '@testing-library/react';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { PASSWORD, seedUsers } from './userSandbox';
import { UserList } from './UserList';

const sandbox = setUpSandbox({ demo: false });

const renderUsers = (hash: string) =>
  renderWithSandbox(sandbox, <UserList />, { resource: 'users', path: `/users#${hash}` });

const drawer = (name: string) => screen.findByRole('dialog', { name });

const created = () => sandbox.asked().filter((request) => request.startsWith('POST /api/v1/users'));

beforeEach(() => seedUsers(sandbox));

describe('the new user drawer', () => {
  it('checks every field before sending, with the specification messages', async () => {
    const { user } = renderUsers('create');
    const form = within(await drawer('New User'));
    await user.type(form.getByRole('textbox', { name: 'Alias' }), 'x');
    await user.type(form.getByLabelText('Password *'), 'letters');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByText('Please enter a valid name')).toBeInTheDocument();
    expect(form.getByText('Enter a string of 2 to 64 characters.')).toBeInTheDocument();
    expect(
      form.getByText('Password should be 8-16 bits and contain at least one number and one letter'),
    ).toBeInTheDocument();
    expect(form.getByText('Please input a valid email')).toBeInTheDocument();

    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Upper');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByText('Please enter a valid name')).toBeInTheDocument();
    expect(created()).toEqual([]);
  });

  it('says the same in Chinese', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = renderUsers('create');
    const form = within(await drawer('新建用户'));
    await user.type(form.getByRole('textbox', { name: '别名' }), 'Carol');
    await user.click(form.getByRole('button', { name: '创建' }));
    expect(await form.findByText('请输入有效的名称')).toBeInTheDocument();
    expect(form.getByText('密码应为 8-16 位，且至少包含一个数字和一个字母')).toBeInTheDocument();
    expect(form.getByText('请输入有效的邮箱')).toBeInTheDocument();
  });

  it('says the platform roles could not be loaded, with a Retry, and creates nobody meanwhile', async () => {
    const recover = sandbox.answer('GET /api/v1/roles', {
      status: 503,
      body: { BusinessCode: 503, Message: 'service unavailable' },
    });
    const { user } = renderUsers('create');
    const form = within(await drawer('New User'));
    const failure = await form.findByRole('alert');
    expect(failure).toHaveTextContent('Platform Roles could not be loaded');
    expect(form.queryByRole('combobox', { name: 'Platform Roles' })).not.toBeInTheDocument();

    await user.type(form.getByRole('textbox', { name: 'Name' }), 'carol');
    await user.type(form.getByLabelText('Password *'), PASSWORD);
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'carol@example.com');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The form is not valid. Please check for errors')).toBeInTheDocument();
    expect(created()).toEqual([]);

    recover();
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await user.click(await form.findByRole('combobox', { name: 'Platform Roles' }));
    expect(await screen.findByRole('option', { name: 'auditor' })).toBeInTheDocument();
  });

  it('creates the user with the chosen platform roles and says so', async () => {
    const { user } = renderUsers('create');
    const form = within(await drawer('New User'));
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'carol');
    await user.type(form.getByRole('textbox', { name: 'Alias' }), 'Carol');
    await user.type(form.getByLabelText('Password *'), PASSWORD);
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'carol@example.com');
    await user.click(await form.findByRole('combobox', { name: 'Platform Roles' }));
    await user.click(await screen.findByRole('option', { name: 'auditor' }));
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    expect(await sandbox.request('GET', '/api/v1/users/carol')).toMatchObject({
      name: 'carol',
      alias: 'Carol',
      email: 'carol@example.com',
      roles: [{ name: 'auditor' }],
    });
    await sandbox.server.login('carol', PASSWORD);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New User' })).not.toBeInTheDocument());
  });
});

describe('the edit user drawer', () => {
  it('keeps the name and a set email, and sends the change', async () => {
    const { user } = renderUsers('edit/alice');
    const form = within(await drawer('Edit User'));
    const alias = await form.findByRole('textbox', { name: 'Alias' });
    expect(alias).toHaveValue('Alice');
    expect(form.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(form.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(form.queryByLabelText(/Password/)).not.toBeInTheDocument();

    await user.clear(alias);
    await user.type(alias, 'Alice Liddell');
    await user.click(form.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(await sandbox.request('GET', '/api/v1/users/alice')).toMatchObject({ alias: 'Alice Liddell' });
  });

  it('asks for the email of a user who has none', async () => {
    // The sandbox requires an email of every user; a user of the real server's dex mode may have none.
    const bob = await sandbox.request<object>('GET', '/api/v1/users/bob');
    sandbox.answer('GET /api/v1/users/bob', { body: { ...bob, email: '' } });
    const { user } = renderUsers('edit/bob');
    const form = within(await drawer('Edit User'));
    const email = await form.findByRole('textbox', { name: 'Email' });
    expect(email).toBeEnabled();
    await user.type(email, 'bob@');
    await user.click(form.getByRole('button', { name: 'Update' }));
    expect(await form.findByText('Please input a valid email')).toBeInTheDocument();
  });
});

describe('the reset password drawer', () => {
  it('checks the new password, then sends it with the alias', async () => {
    const { user } = renderUsers('resetPassword/alice');
    const form = within(await drawer('Reset Password'));
    expect(await form.findByRole('textbox', { name: 'Name' })).toHaveValue('alice');
    const password = form.getByLabelText('Password *');
    await user.type(password, '12345678');
    await user.click(form.getByRole('button', { name: 'Update' }));
    expect(
      await form.findByText('Password should be 8-16 bits and contain at least one number and one letter'),
    ).toBeInTheDocument();
    expect(sandbox.asked().filter((request) => request.startsWith('PUT'))).toEqual([]);

    await user.type(password, 'ab');
    await user.click(form.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    await sandbox.server.login('alice', '12345678ab');
    expect(await sandbox.request('GET', '/api/v1/users/alice')).toMatchObject({ alias: 'Alice' });
  });

  it('shows why for an unknown user instead of a form', async () => {
    renderUsers('resetPassword/nobody');
    const form = within(await drawer('Reset Password'));
    // react-admin asks three more times (1 s, 2 s, 4 s apart) before it gives up.
    expect(await form.findByRole('alert')).toHaveTextContent('user nobody is not exist');
    expect(form.queryByLabelText('Password *')).not.toBeInTheDocument();
  });
});
