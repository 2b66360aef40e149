import { businessError } from '@dataProvider/apiError';
import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import { screen, waitFor, within } from '@testing-library/react';
import { signIn } from '@src/test/fakeAuthProvider';
import { failList } from '@src/test/failingList';
import { delayed } from '@src/test/latency';
import { renderConsole } from '@src/test/renderConsole';
import { alice, bob, FIRST_RENDER, userProvider } from './userFakes';

const drawer = (name: string) => screen.findByRole('dialog', { name }, FIRST_RENDER);

beforeEach(signIn);

describe('the new user drawer', () => {
  it('checks every field before sending, with the specification messages', async () => {
    const dataProvider = userProvider();
    const { user } = renderConsole('/users#create', { dataProvider });
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
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('says the same in Chinese', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = renderConsole('/users#create', { dataProvider: userProvider() });
    const form = within(await drawer('新建用户'));
    await user.type(form.getByRole('textbox', { name: '别名' }), 'Carol');
    await user.click(form.getByRole('button', { name: '创建' }));
    expect(await form.findByText('请输入有效的名称')).toBeInTheDocument();
    expect(form.getByText('密码应为 8-16 位，且至少包含一个数字和一个字母')).toBeInTheDocument();
    expect(form.getByText('请输入有效的邮箱')).toBeInTheDocument();
  });

  it('says the platform roles could not be loaded, with a Retry, and creates nobody meanwhile', async () => {
    const dataProvider = userProvider();
    const lookup = failList(dataProvider.getList, 'roles');
    const { user } = renderConsole('/users#create', { dataProvider });
    const form = within(await drawer('New User'));
    const failure = await form.findByRole('alert');
    expect(failure).toHaveTextContent('Platform Roles could not be loaded');
    expect(form.queryByRole('combobox', { name: 'Platform Roles' })).not.toBeInTheDocument();

    await user.type(form.getByRole('textbox', { name: 'Name' }), 'carol');
    await user.type(form.getByLabelText('Password *'), 'Secret123');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'carol@example.com');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The form is not valid. Please check for errors')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    lookup.recover();
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await user.click(await form.findByRole('combobox', { name: 'Platform Roles' }));
    expect(await screen.findByRole('option', { name: 'auditor' })).toBeInTheDocument();
  });

  it('creates the user with the chosen platform roles and says so', async () => {
    const dataProvider = userProvider();
    const { user } = renderConsole('/users#create', { dataProvider });
    const form = within(await drawer('New User'));
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'carol');
    await user.type(form.getByRole('textbox', { name: 'Alias' }), 'Carol');
    await user.type(form.getByLabelText('Password *'), 'Secret123');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'carol@example.com');
    await user.click(await form.findByRole('combobox', { name: 'Platform Roles' }));
    await user.click(await screen.findByRole('option', { name: 'auditor' }));
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({
        data: {
          name: 'carol',
          alias: 'Carol',
          password: 'Secret123',
          email: 'carol@example.com',
          roles: ['auditor'],
        },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New User' })).not.toBeInTheDocument());
  });

  it('shows a refusal by its button and keeps what was typed', async () => {
    const dataProvider = userProvider();
    dataProvider.create.mockImplementation(
      delayed((): never => {
        throw businessError(400, { BusinessCode: 14004, Message: 'users cannot be created in dex mode' });
      }),
    );
    const { user } = renderConsole('/users#create', { dataProvider });
    const form = within(await drawer('New User'));
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'carol');
    await user.type(form.getByLabelText('Password *'), 'Secret123');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'carol@example.com');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByRole('alert')).toHaveTextContent('users cannot be created in dex mode(14004)');
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('carol');
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('carol@example.com');
  });
});

describe('the edit user drawer', () => {
  it('keeps the name and a set email, and sends the change', async () => {
    const dataProvider = userProvider();
    const { user } = renderConsole('/users#edit/alice', { dataProvider });
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
    expect(dataProvider.update).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({ id: 'alice', data: expect.objectContaining({ alias: 'Alice Liddell' }) }),
    );
  });

  it('asks for the email of a user who has none', async () => {
    const { user } = renderConsole('/users#edit/bob', { dataProvider: userProvider() });
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
    const dataProvider = userProvider();
    const { user } = renderConsole('/users#resetPassword/alice', { dataProvider });
    const form = within(await drawer('Reset Password'));
    expect(await form.findByRole('textbox', { name: 'Name' })).toHaveValue('alice');
    const password = form.getByLabelText('Password *');
    await user.type(password, '12345678');
    await user.click(form.getByRole('button', { name: 'Update' }));
    expect(
      await form.findByText('Password should be 8-16 bits and contain at least one number and one letter'),
    ).toBeInTheDocument();
    expect(dataProvider.resetUserPassword).not.toHaveBeenCalled();

    await user.type(password, 'ab');
    await user.click(form.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(dataProvider.resetUserPassword).toHaveBeenCalledWith(
      'alice',
      { alias: 'Alice', password: '12345678ab' },
      ERROR_SHOWN_BY_PAGE,
    );
  });

  it('shows why for an unknown user instead of a form', async () => {
    renderConsole('/users#resetPassword/nobody', { dataProvider: userProvider([alice, bob]) });
    const form = within(await drawer('Reset Password'));
    // react-admin asks three more times (1 s, 2 s, 4 s apart) before it gives up.
    expect(await form.findByText(/404 NotFound/, {}, { timeout: 15000 })).toBeInTheDocument();
    expect(form.queryByLabelText('Password *')).not.toBeInTheDocument();
  });
});
