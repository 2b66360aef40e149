import { screen, waitFor, within } from '@testing-library/react';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown } from '@src/test/latency';
import { renderConsole } from '@src/test/renderConsole';
import type { FakeUser } from '@src/test/users';
import { alice, bob, FIRST_RENDER, userProvider } from './userFakes';

const permission = (resources: string[], actions: string[]) => ({
  name: 'p',
  resources,
  actions,
  effect: 'Allow',
});

/** May list users, and update alice only. */
const aliceKeeper: FakeUser = {
  name: 'keeper',
  platformPermissions: [permission(['user:*'], ['list']), permission(['user:alice'], ['update'])],
  projectPermissions: {},
};

async function rowOf(name: string) {
  const cell = await screen.findByRole('cell', { name }, FIRST_RENDER);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

beforeEach(signIn);

describe('the user list', () => {
  it('shows each user with platform roles, status and times, ten to a page', async () => {
    const dataProvider = userProvider();
    renderConsole('/users', { dataProvider });
    const row = await rowOf('alice');
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(row.getByText('Admin')).toBeInTheDocument();
    expect(row.getByText('Active')).toBeInTheDocument();
    expect(row.getByText('2024/05/01 10:20:30')).toBeInTheDocument();
    expect((await rowOf('bob')).getByText('Disabled')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 } }),
    );
  });

  it('searches by name, alias and email, keeping the search in the address', async () => {
    const dataProvider = userProvider();
    const { user } = renderConsole('/users', { dataProvider });
    await rowOf('bob');
    await user.type(screen.getByRole('textbox', { name: 'Search by email' }), 'alice@');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'bob' })).not.toBeInTheDocument());
    expect(dataProvider.getList).toHaveBeenLastCalledWith(
      'users',
      expect.objectContaining({ filter: { email: 'alice@' } }),
    );
    expect(decodeURIComponent(window.location.search)).toContain('"email":"alice@"');
    expect(screen.getByRole('textbox', { name: 'Search by name' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search by alias' })).toBeInTheDocument();
  });

  it('offers Disable for an active user and Enable for a disabled one, each named after the user', async () => {
    renderConsole('/users', { dataProvider: userProvider() });
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
    const dataProvider = userProvider();
    const { user } = renderConsole('/users', { dataProvider });
    await user.click(await (await rowOf('alice')).findByRole('button', { name: 'Disable alice' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Disable the user alice?');
    expect(dataProvider.disableUser).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('User status updated successfully')).toBeInTheDocument();
    expect(dataProvider.disableUser).toHaveBeenCalledWith('alice');
  });

  it('enables a disabled user at once', async () => {
    const dataProvider = userProvider();
    const { user } = renderConsole('/users', { dataProvider });
    await user.click(await (await rowOf('bob')).findByRole('button', { name: 'Enable bob' }));
    expect(await screen.findByText('User status updated successfully')).toBeInTheDocument();
    expect(dataProvider.enableUser).toHaveBeenCalledWith('bob');
  });

  it('shows each action only with its permission on that user', async () => {
    const authProvider = fakeAuthProvider({ user: aliceKeeper });
    renderConsole('/users', { dataProvider: userProvider([alice, bob]), authProvider });
    const aliceRow = await rowOf('alice');
    expect(await aliceRow.findByRole('button', { name: 'Edit alice' })).toBeInTheDocument();
    expect(aliceRow.getByRole('button', { name: 'Reset Password alice' })).toBeInTheDocument();
    await allAnswersShown();
    expect(aliceRow.queryByRole('button', { name: /Disable|Delete/ })).not.toBeInTheDocument();
    expect((await rowOf('bob')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New User' })).not.toBeInTheDocument();
  });
});
