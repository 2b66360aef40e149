import { screen, waitFor, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { PASSWORD, SANDBOX_TIME, seedUsers } from './userSandbox';
import { UserList } from './UserList';

const sandbox = setUpSandbox({ demo: false, now: SANDBOX_TIME });

const renderUsers = () => renderWithSandbox(sandbox, <UserList />, { resource: 'users' });

async function rowOf(name: string) {
  const cell = await screen.findByRole('cell', { name });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

/** A user who may list users, and update alice only. */
async function signInAsAliceKeeper() {
  await sandbox.request('POST', '/api/v1/permissions', {
    name: 'user-list',
    resources: ['user:*'],
    actions: ['list'],
  });
  await sandbox.request('POST', '/api/v1/permissions', {
    name: 'alice-update',
    resources: ['user:alice'],
    actions: ['update'],
  });
  await sandbox.request('POST', '/api/v1/roles', {
    name: 'keeper',
    permissions: ['user-list', 'alice-update'],
  });
  await sandbox.request('POST', '/api/v1/users', {
    name: 'keeper',
    email: 'keeper@example.com',
    password: PASSWORD,
    roles: ['keeper'],
  });
  await sandbox.signIn('keeper', PASSWORD);
}

beforeEach(() => seedUsers(sandbox));

describe('the user list', () => {
  it('shows each user with platform roles, status and times, ten to a page', async () => {
    renderUsers();
    const row = await rowOf('alice');
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(row.getByText('Admin')).toBeInTheDocument();
    expect(row.getByText('Active')).toBeInTheDocument();
    expect(row.getByText('2024/05/01 10:20:30')).toBeInTheDocument();
    expect((await rowOf('bob')).getByText('Disabled')).toBeInTheDocument();
    expect(sandbox.asked()).toContain('GET /api/v1/users?page=1&pageSize=10');
  });

  it('searches by name, alias and email, keeping the search in the address', async () => {
    const { user } = renderUsers();
    await rowOf('bob');
    await user.type(await screen.findByRole('textbox', { name: 'Search by email' }), 'alice@');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'bob' })).not.toBeInTheDocument());
    expect(sandbox.asked().at(-1)).toMatch(/^GET \/api\/v1\/users\?.*email=alice@/);
    expect(screen.getByRole('cell', { name: 'alice' })).toBeInTheDocument();
    expect(decodeURIComponent(window.location.search)).toContain('"email":"alice@"');
    expect(screen.getByRole('textbox', { name: 'Search by name' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search by alias' })).toBeInTheDocument();
  });

  it('offers Disable for an active user and Enable for a disabled one, each named after the user', async () => {
    renderUsers();
    const aliceRow = await rowOf('alice');
    expect(await aliceRow.findByRole('button', { name: 'Disable alice' })).toBeInTheDocument();
    expect(aliceRow.queryByRole('button', { name: 'Enable alice' })).not.toBeInTheDocument();
    const bobRow = await rowOf('bob');
    expect(await bobRow.findByRole('button', { name: 'Enable bob' })).toBeInTheDocument();
    expect(bobRow.queryByRole('button', { name: 'Disable bob' })).not.toBeInTheDocument();
    for (const name of ['Reset Password bob', 'Edit bob', 'Delete bob']) {
      expect(bobRow.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'New User' })).toBeInTheDocument();
  });

  it('disables after the question, then says the status changed', async () => {
    const { user } = renderUsers();
    await user.click(await (await rowOf('alice')).findByRole('button', { name: 'Disable alice' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Disable the user alice?');
    expect(sandbox.asked()).not.toContain('GET /api/v1/users/alice/disable');
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('User status updated successfully')).toBeInTheDocument();
    expect(await sandbox.request('GET', '/api/v1/users/alice')).toMatchObject({ disabled: true });
  });

  it('enables a disabled user at once', async () => {
    const { user } = renderUsers();
    await user.click(await (await rowOf('bob')).findByRole('button', { name: 'Enable bob' }));
    expect(await screen.findByText('User status updated successfully')).toBeInTheDocument();
    expect(await sandbox.request('GET', '/api/v1/users/bob')).toMatchObject({ disabled: false });
  });

  it('shows each action only with its permission on that user', async () => {
    await signInAsAliceKeeper();
    renderUsers();
    const aliceRow = await rowOf('alice');
    expect(await aliceRow.findByRole('button', { name: 'Edit alice' })).toBeInTheDocument();
    expect(aliceRow.getByRole('button', { name: 'Reset Password alice' })).toBeInTheDocument();
    await allAnswersShown();
    expect(aliceRow.queryByRole('button', { name: /Disable|Delete/ })).not.toBeInTheDocument();
    expect((await rowOf('bob')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New User' })).not.toBeInTheDocument();
  });
});
