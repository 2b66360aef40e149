import { emitApiError, emitSessionExpired } from '@authProvider/session/sessionEvents';
import { act, screen, waitFor } from '@testing-library/react';
import { signIn } from '../test/fakeAuthProvider';
import { currentPath, renderConsole } from '../test/renderConsole';

const EXPIRED = 'The token is expired(12010)';

async function renderSignedIn() {
  signIn();
  const view = renderConsole('/applications');
  await screen.findByText('Deploy and manage all your applications');
  return view;
}

describe('the session dialog', () => {
  it('asks to log in again, and OK clears the tokens and goes to the login page', async () => {
    const { user, authProvider } = await renderSignedIn();
    act(() => emitSessionExpired());
    const dialog = await screen.findByRole('dialog', { name: EXPIRED });
    expect(dialog).toHaveTextContent('Authentication failed, please log in again');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(authProvider.logout).toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: EXPIRED })).not.toBeInTheDocument());
  });

  it('stays up when the console has already moved to the login page behind it', async () => {
    await renderSignedIn();
    act(() => emitSessionExpired());
    await screen.findByRole('dialog', { name: EXPIRED });
    localStorage.clear();
    act(() => {
      window.history.pushState({}, '', '/login');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await screen.findByRole('button', { name: 'Sign in', hidden: true });
    expect(screen.getByRole('dialog', { name: EXPIRED })).toBeInTheDocument();
  });
});

describe('the error toaster', () => {
  it('shows the HTTP status text when the server gave no message', async () => {
    await renderSignedIn();
    act(() => emitApiError({ status: 502, message: 'HTTP 502' }));
    expect(
      await screen.findByText('502 GatewayError, please check the network or contact the administrator!'),
    ).toBeInTheDocument();
  });

  it('shows the server message of a business error', async () => {
    await renderSignedIn();
    act(() => emitApiError({ status: 400, businessCode: 10001, message: 'the application name is exist' }));
    expect(await screen.findByText('the application name is exist')).toBeInTheDocument();
  });

  it("toasts a known code's Message in Chinese for a Chinese user", async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    signIn();
    renderConsole('/applications');
    await screen.findByText('部署和管理你的所有应用');
    act(() => emitApiError({ status: 400, businessCode: 30001, message: 'project name already exists' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('项目名称已存在');
  });

  it('stays silent for the expired-token code', async () => {
    await renderSignedIn();
    act(() => emitApiError({ status: 400, businessCode: 12010, message: 'the refresh token is expired' }));
    act(() => emitApiError({ status: 400, businessCode: 400, message: 'shown afterwards' }));
    // Toasts take turns: had the first error been toasted, it would be the one on screen now.
    expect(await screen.findByRole('alert')).toHaveTextContent('shown afterwards');
    expect(screen.queryByText('the refresh token is expired')).not.toBeInTheDocument();
  });
});
