import { screen, waitFor, within } from '@testing-library/react';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import { currentPath, renderConsole } from '@src/test/renderConsole';
import { adminUser, developerUser } from '@src/test/users';

describe('my projects', () => {
  beforeEach(signIn);

  it("lists the user's memberships with owner, join time and roles, and opens one", async () => {
    const { user } = renderConsole('/projects', { authProvider: fakeAuthProvider({ user: developerUser }) });
    const row = (await screen.findByText('Where the demo applications live')).closest('tr');
    if (!row) throw new Error('no row for the demo project');
    for (const header of ['Name', 'Alias', 'Description', 'Owner', 'Join Time', 'Roles']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(row).getByText('demo')).toBeInTheDocument();
    expect(within(row).getByText('Administrator')).toBeInTheDocument();
    expect(within(row).getByText('2024/05/01 10:20:30')).toBeInTheDocument();
    expect(within(row).getByText('App Developer, viewer')).toBeInTheDocument();
    await user.click(within(row).getByText('demo'));
    await waitFor(() => expect(currentPath()).toBe('/projects/demo/summary'));
  });

  it('says so when the user belongs to no project', async () => {
    renderConsole('/projects', { authProvider: fakeAuthProvider({ user: adminUser }) });
    expect(await screen.findByText('There are no projects')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens the page the address names', async () => {
    const [membership] = developerUser.projects ?? [];
    const projects = Array.from({ length: 12 }, (_, index) => ({ ...membership, name: `team-${index + 1}` }));
    const { user } = renderConsole('/projects?page=2', {
      authProvider: fakeAuthProvider({ user: { ...developerUser, projects } }),
    });
    expect(await screen.findByText('team-11')).toBeInTheDocument();
    expect(screen.getByText('team-12')).toBeInTheDocument();
    expect(screen.queryByText('team-1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(await screen.findByText('team-1')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
  });
});
