import { screen, waitFor, within } from '@testing-library/react';
import { fakeAuthProvider, signIn } from '../test/fakeAuthProvider';
import { currentPath, renderConsole } from '../test/renderConsole';
import { adminUser } from '../test/users';
import { setWindowWidth } from '../test/windowWidth';

const drawer = () => screen.findByRole('dialog', { name: 'Navigation' });

describe('the navigation on a phone', () => {
  beforeEach(() => {
    signIn();
    setWindowWidth(390);
  });
  afterEach(() => setWindowWidth(1024));

  it('leaves the page the whole width: no side navigation, no workspace links, no tools in the top bar', async () => {
    renderConsole('/applications', { authProvider: fakeAuthProvider({ user: adminUser }) });
    expect(await screen.findByRole('button', { name: 'Open the navigation' })).toBeInTheDocument();
    expect(await screen.findByText('Deploy and manage all your applications')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Continuous Delivery' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Workspaces' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cloud Shell' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jump to' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Administrator' })).toBeInTheDocument();
  });

  it('opens the drawer with the workspaces, the menus and the tools, and closes it on a followed link', async () => {
    const { user } = renderConsole('/applications', { authProvider: fakeAuthProvider({ user: adminUser }) });
    await user.click(await screen.findByRole('button', { name: 'Open the navigation' }));
    const navigation = await drawer();
    const workspaces = within(navigation).getByRole('navigation', { name: 'Workspaces' });
    expect(await within(workspaces).findByRole('link', { name: 'Administrator' })).toBeInTheDocument();
    const menus = within(navigation).getByRole('navigation', { name: 'Continuous Delivery' });
    expect(within(menus).getByRole('link', { name: 'Applications' })).toHaveAttribute('aria-current', 'page');
    expect(await within(navigation).findByRole('button', { name: 'Cloud Shell' })).toBeInTheDocument();
    expect(within(navigation).getByRole('button', { name: 'Language: English' })).toBeInTheDocument();

    await user.click(within(menus).getByRole('link', { name: 'Environments' }));
    await waitFor(() => expect(currentPath()).toBe('/envs'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument());
  });
});
