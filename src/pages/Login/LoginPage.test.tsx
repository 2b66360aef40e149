import { screen, waitFor } from '@testing-library/react';
import { businessFailure, fakeAuthProvider, signIn } from '../../test/fakeAuthProvider';
import { currentPath, renderConsole } from '../../test/renderConsole';

const PASSWORD_RULE = 'The password should be 8-16 bits and contain at least one number and one letter';

async function fillLogin(user: ReturnType<typeof renderConsole>['user'], username: string, password: string) {
  await user.type(await screen.findByLabelText(/Username/), username);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the login page', () => {
  it('asks for a username and a valid password before signing in', async () => {
    const { user, authProvider } = renderConsole('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please input the username')).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_RULE)).toBeInTheDocument();
    expect(authProvider.login).not.toHaveBeenCalled();
  });

  it.each([
    ['Admin', 'VelaUX12345', 'Please input the username'],
    ['admin', 'short1', PASSWORD_RULE],
    ['admin', 'lettersonly', PASSWORD_RULE],
  ])('rejects %j / %j with %j', async (username, password, message) => {
    const { user, authProvider } = renderConsole('/login');
    await fillLogin(user, username, password);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(authProvider.login).not.toHaveBeenCalled();
  });

  it('shows Message(BusinessCode) when the server refuses, and keeps what was typed', async () => {
    const authProvider = fakeAuthProvider({ loginFailure: businessFailure(14007, 'the password is wrong') });
    const { user } = renderConsole('/login', { authProvider });
    await fillLogin(user, 'admin', 'VelaUX12345');
    expect(await screen.findByText('the password is wrong(14007)')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveValue('admin');
    expect(screen.getByLabelText(/Password/)).toHaveValue('VelaUX12345');
    expect(currentPath()).toBe('/login');
  });

  it('states a wrong password in Chinese for a Chinese user, as the sandbox words it', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const authProvider = fakeAuthProvider({
      loginFailure: businessFailure(14007, 'the password is inconsistent with the user'),
    });
    const { user } = renderConsole('/login', { authProvider });
    await user.type(await screen.findByLabelText(/用户名/), 'admin');
    await user.type(screen.getByLabelText(/密码/), 'VelaUX12345');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('密码与用户不匹配(14007)')).toBeInTheDocument();
  });

  it('gives the network advice when the failure carries no server message', async () => {
    const authProvider = fakeAuthProvider({ loginFailure: new Error('HTTP 502') });
    const { user } = renderConsole('/login', { authProvider });
    await fillLogin(user, 'admin', 'VelaUX12345');
    expect(
      await screen.findByText('Please check the network or contact the administrator!'),
    ).toBeInTheDocument();
  });

  it('shows progress while signing in, then enters the console', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const authProvider = fakeAuthProvider();
    authProvider.login.mockImplementationOnce(async () => {
      await gate;
      signIn();
    });
    const { user } = renderConsole('/login', { authProvider });
    await fillLogin(user, 'admin', 'VelaUX12345');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled());
    expect(authProvider.login).toHaveBeenCalledWith({ username: 'admin', password: 'VelaUX12345' });
    release();
    expect(await screen.findByText('Deploy and manage all your applications')).toBeInTheDocument();
    expect(currentPath()).toBe('/applications');
  });

  it('sends the browser to the identity provider when the login type is dex', async () => {
    const authProvider = fakeAuthProvider({ loginType: 'dex' });
    renderConsole('/login', { authProvider });
    expect(await screen.findByLabelText('Redirecting to the single sign-on provider…')).toBeInTheDocument();
    expect(authProvider.getDexConfig).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(authProvider.isAdminConfigured).not.toHaveBeenCalled();
  });
});
