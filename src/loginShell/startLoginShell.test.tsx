import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessFailure, fakeAuthProvider } from '../test/fakeAuthProvider';
import { startLoginShell } from './startLoginShell';

async function openLoginShell(auth = fakeAuthProvider()) {
  window.history.replaceState(null, '', '/login');
  const consoleStarts: string[] = [];
  // The console's code never arrives here, so the shell stays as it is while it loads.
  const startConsole = vi.fn(() => {
    consoleStarts.push(window.location.pathname);
    return new Promise<void>(() => {});
  });
  await startLoginShell((page) => render(page), startConsole, auth);
  return { auth, startConsole, consoleStarts };
}

async function signInAs(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Username/), username);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the light login shell', () => {
  it('signs in, then starts the console at its landing address while the button shows progress', async () => {
    const { auth, startConsole, consoleStarts } = await openLoginShell();
    await signInAs('admin', 'VelaUX12345');
    await waitFor(() => expect(startConsole).toHaveBeenCalledTimes(1));
    expect(auth.login).toHaveBeenCalledWith({ username: 'admin', password: 'VelaUX12345' });
    expect(consoleStarts).toEqual(['/']);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });

  it('keeps the typed values and states a refused sign-in without starting the console', async () => {
    const auth = fakeAuthProvider({ loginFailure: businessFailure(14007, 'the password is wrong') });
    const { startConsole } = await openLoginShell(auth);
    await signInAs('admin', 'VelaUX12345');
    expect(await screen.findByText('the password is wrong(14007)')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveValue('admin');
    expect(startConsole).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/login');
  });

  it('speaks Chinese to a user who chose it', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    await openLoginShell();
    expect(await screen.findByLabelText(/用户名/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
  });

  it('asks for the first administrator on an unconfigured platform, then offers sign-in with a notice', async () => {
    const auth = fakeAuthProvider({ adminConfigured: false });
    await openLoginShell(auth);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    await user.type(screen.getByLabelText(/Admin Username/), 'root');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.type(screen.getByLabelText(/Email/), 'root@example.com');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Admin User Initialized Successfully');
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
