import { screen, waitFor, within } from '@testing-library/react';
import { fakeAuthProvider, signIn } from '../test/fakeAuthProvider';
import { allAnswersShown } from '../test/latency';
import { currentPath, renderConsole } from '../test/renderConsole';
import { adminUser, developerUser } from '../test/users';

const workspaceNav = () => screen.findByRole('navigation', { name: 'Workspaces' });

describe('the console layout', () => {
  beforeEach(signIn);

  it('shows an administrator every workspace, the admin menus on /clusters, and the admin-only buttons', async () => {
    renderConsole('/clusters', { authProvider: fakeAuthProvider({ user: adminUser }) });
    const workspaces = await workspaceNav();
    // The list permissions bring the Extension workspace and every admin menu but Settings.
    expect(await within(workspaces).findByRole('link', { name: 'Extension' })).toBeInTheDocument();
    expect(within(workspaces).getByRole('link', { name: 'Administrator' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(workspaces).getByRole('link', { name: 'Continuous Delivery' })).toBeInTheDocument();
    const sideNav = screen.getByRole('navigation', { name: 'Administrator' });
    for (const menu of ['Clusters', 'Global Configs', 'Projects', 'Users', 'Platform Roles']) {
      expect(within(sideNav).getByRole('link', { name: menu })).toBeInTheDocument();
    }
    // Settings needs update permission, asked apart from the list permissions of the other menus.
    expect(await within(sideNav).findByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(within(sideNav).getByRole('link', { name: 'Clusters' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('link', { name: 'Platform Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(await screen.findByRole('button', { name: 'Cloud Shell' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Administrator' })).toBeInTheDocument();
  });

  it('hides what a developer with project permissions only may not open', async () => {
    renderConsole('/applications', { authProvider: fakeAuthProvider({ user: developerUser }) });
    const sideNav = await screen.findByRole('navigation', { name: 'Continuous Delivery' });
    expect(await within(sideNav).findByRole('link', { name: 'Applications' })).toHaveAttribute(
      'href',
      '/applications',
    );
    for (const menu of ['Pipelines', 'Environments', 'Projects']) {
      expect(within(sideNav).getByRole('link', { name: menu })).toBeInTheDocument();
    }
    expect(await screen.findByRole('button', { name: 'Cloud Shell' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'dev' })).toBeInTheDocument();
    // A refused permission shows nothing when it arrives: wait for every answer before the checks.
    await allAnswersShown();
    expect(within(sideNav).queryByRole('link', { name: 'Targets' })).not.toBeInTheDocument();
    const workspaces = await workspaceNav();
    expect(within(workspaces).queryByRole('link', { name: 'Administrator' })).not.toBeInTheDocument();
    expect(within(workspaces).queryByRole('link', { name: 'Extension' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Platform Settings' })).not.toBeInTheDocument();
  });

  it("lists the side navigation's menus as items of one list", async () => {
    renderConsole('/clusters', { authProvider: fakeAuthProvider({ user: adminUser }) });
    const sideNav = await screen.findByRole('navigation', { name: 'Administrator' });
    await within(sideNav).findByRole('link', { name: 'Settings' });
    const items = within(within(sideNav).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Clusters',
      'Global Configs',
      'Projects',
      'Users',
      'Platform Roles',
      'Settings',
    ]);
  });

  it('logs out from the user menu', async () => {
    const { user, authProvider } = renderConsole('/applications');
    await user.click(await screen.findByRole('button', { name: 'Administrator' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(authProvider.logout).toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('translates the menus when the language is switched to Chinese', async () => {
    const { user } = renderConsole('/applications');
    const sideNav = await screen.findByRole('navigation', { name: 'Continuous Delivery' });
    expect(await within(sideNav).findByRole('link', { name: 'Applications' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: '中文' }));
    const chineseNav = await screen.findByRole('navigation', { name: '持续交付' });
    expect(await within(chineseNav).findByRole('link', { name: '应用' })).toBeInTheDocument();
    expect(within(chineseNav).getByRole('link', { name: '环境' })).toBeInTheDocument();
    const chineseWorkspaces = screen.getByRole('navigation', { name: '工作空间' });
    expect(within(chineseWorkspaces).getByRole('link', { name: '平台管理' })).toBeInTheDocument();
  });

  it('drops the side navigation in the neat layout and keeps the mode while navigating', async () => {
    const { user } = renderConsole('/applications?layout-mode=neat');
    const workspaces = await workspaceNav();
    // Once the list permissions are in, the Administrator workspace leads to its first menu, Clusters.
    await within(workspaces).findByRole('link', { name: 'Extension' });
    expect(screen.queryByRole('navigation', { name: 'Continuous Delivery' })).not.toBeInTheDocument();
    await user.click(within(workspaces).getByRole('link', { name: 'Administrator' }));
    await waitFor(() => expect(currentPath()).toBe('/clusters?layout-mode=neat'));
    expect(await screen.findByText(/^There are no clusters/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Administrator' })).not.toBeInTheDocument();
  });

  it('switches between the default and the neat layout', async () => {
    const { user } = renderConsole('/applications');
    await screen.findByRole('navigation', { name: 'Continuous Delivery' });
    await user.click(screen.getByRole('button', { name: 'Switch to the neat layout' }));
    await waitFor(() => expect(currentPath()).toBe('/applications?layout-mode=neat'));
    expect(screen.queryByRole('navigation', { name: 'Continuous Delivery' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch to the default layout' }));
    expect(await screen.findByRole('navigation', { name: 'Continuous Delivery' })).toBeInTheDocument();
  });

  it('shows the page alone in the neat-pro layout', async () => {
    renderConsole('/applications?layout-mode=neat-pro');
    expect(await screen.findByText('Deploy and manage all your applications')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Workspaces' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Continuous Delivery' })).not.toBeInTheDocument();
  });
});
