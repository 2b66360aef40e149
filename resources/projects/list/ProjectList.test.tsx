import { screen, waitFor, within } from '@testing-library/react';
import { currentPath } from '@src/test/renderConsole';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { addMember, PASSWORD, SANDBOX_TIME, seedUser } from '../shared/projectSandbox';
import { ProjectList } from './ProjectList';

const sandbox = setUpSandbox({ demo: false, now: SANDBOX_TIME });

const renderList = (path = '/projects') =>
  renderWithSandbox(sandbox, <ProjectList />, { resource: 'projects', path });

/** carol, an App Developer and Project Viewer of each of `projects`, signed in. */
async function signInAsMemberOf(projects: string[]) {
  await seedUser(sandbox, 'carol');
  for (const name of projects) {
    await sandbox.request('POST', '/api/v1/projects', {
      name,
      alias: '',
      description: 'Where the demo applications live',
      owner: 'admin',
    });
    await addMember(sandbox, name, 'carol', ['app-developer', 'project-viewer']);
  }
  await sandbox.signIn('carol', PASSWORD);
}

describe('my projects', () => {
  it("lists the user's memberships with owner, join time and roles, and opens one", async () => {
    await signInAsMemberOf(['demo']);
    const { user } = renderList();
    const row = (await screen.findByText('Where the demo applications live')).closest('tr');
    if (!row) throw new Error('no row for the demo project');
    for (const header of ['Name', 'Alias', 'Description', 'Owner', 'Join Time', 'Roles']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(row).getByText('demo')).toBeInTheDocument();
    expect(within(row).getByText('Administrator')).toBeInTheDocument();
    expect(within(row).getByText('2024/05/01 10:20:30')).toBeInTheDocument();
    expect(within(row).getByText('App Developer, Project Viewer')).toBeInTheDocument();
    await user.click(within(row).getByText('demo'));
    await waitFor(() => expect(currentPath()).toBe('/projects/demo/summary'));
  });

  it('says so when the user belongs to no project', async () => {
    await signInAsMemberOf([]);
    renderList();
    expect(await screen.findByText('There are no projects')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens the page the address names', async () => {
    // Newest membership first: team-1 is joined last.
    await signInAsMemberOf(Array.from({ length: 12 }, (_, index) => `team-${12 - index}`));
    const { user } = renderList('/projects?page=2');
    expect(await screen.findByText('team-11')).toBeInTheDocument();
    expect(screen.getByText('team-12')).toBeInTheDocument();
    expect(screen.queryByText('team-1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(await screen.findByText('team-1')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
  });
});
