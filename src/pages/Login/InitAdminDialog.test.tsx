import { screen, within } from '@testing-library/react';
import { businessFailure, fakeAuthProvider } from '../../test/fakeAuthProvider';
import { renderConsole } from '../../test/renderConsole';

const TITLE = 'Reset the password and email for the administrator account';

function renderFirstStart(options: Parameters<typeof fakeAuthProvider>[0] = {}) {
  return renderConsole('/login', { authProvider: fakeAuthProvider({ adminConfigured: false, ...options }) });
}

describe('the administrator initialisation', () => {
  it('replaces the login card when no administrator exists yet', async () => {
    renderFirstStart();
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('checks the name, the password and the email', async () => {
    const { user, authProvider } = renderFirstStart();
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await user.type(within(dialog).getByLabelText(/Admin Username/), 'Not Valid');
    await user.type(within(dialog).getByLabelText(/^Password/), 'abc');
    await user.type(within(dialog).getByLabelText(/Email/), 'nobody');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('You must input a valid name')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Password should be 8-16 bits and contain at least one number and one letter'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Please input a valid email')).toBeInTheDocument();
    expect(authProvider.initAdmin).not.toHaveBeenCalled();
  });

  it('lets the password be shown and hidden', async () => {
    const { user } = renderFirstStart();
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    const password = within(dialog).getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('creates the administrator, says so, then shows the login card', async () => {
    const { user, authProvider } = renderFirstStart();
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await user.type(within(dialog).getByLabelText(/Admin Username/), 'admin');
    await user.type(within(dialog).getByLabelText(/^Password/), 'VelaUX12345');
    await user.type(within(dialog).getByLabelText(/Email/), 'admin@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Admin User Initialized Successfully')).toBeInTheDocument();
    expect(authProvider.initAdmin).toHaveBeenCalledWith({
      name: 'admin',
      password: 'VelaUX12345',
      email: 'admin@example.com',
    });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });

  it('keeps the dialog open with Message(BusinessCode) when the server refuses', async () => {
    const { user } = renderFirstStart({
      initAdminFailure: businessFailure(12012, 'the admin is configured'),
    });
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await user.type(within(dialog).getByLabelText(/Admin Username/), 'admin');
    await user.type(within(dialog).getByLabelText(/^Password/), 'VelaUX12345');
    await user.type(within(dialog).getByLabelText(/Email/), 'admin@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('the admin is configured(12012)')).toBeInTheDocument();
  });
});
