import { screen, within } from '@testing-library/react';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown } from '@src/test/latency';
import { renderConsole } from '@src/test/renderConsole';
import type { FakeUser } from '@src/test/users';
import { target, targetProvider } from './targetFakes';

const FIRST_RENDER = { timeout: 15000 };

/** May list targets, and update t1 only. */
const t1Keeper: FakeUser = {
  name: 'keeper',
  platformPermissions: [
    { name: 'list', resources: ['target:*'], actions: ['list'], effect: 'Allow' },
    { name: 't1', resources: ['target:t1'], actions: ['update'], effect: 'Allow' },
  ],
  projectPermissions: {},
};

async function rowOf(name: string) {
  const cell = await screen.findByRole('cell', { name }, FIRST_RENDER);
  return within(cell.closest('tr') as HTMLElement);
}

beforeEach(signIn);

describe('the target list', () => {
  it('shows project, cluster and namespace, five targets a page', async () => {
    const targets = ['t1', 't2', 't3', 't4', 't5', 't6'].map((name) =>
      target(name, { alias: `${name} alias` }),
    );
    const dataProvider = targetProvider(targets);
    renderConsole('/targets', { dataProvider });
    const row = await rowOf('t1');
    expect(row.getByText('t1 alias')).toBeInTheDocument();
    expect(row.getByText('Local Cluster/ns-t1')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Default' })).toHaveAttribute('href', '/projects/default/summary');
    expect(screen.queryByRole('cell', { name: 't6' })).not.toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'targets',
      expect.objectContaining({ pagination: { page: 1, perPage: 5 } }),
    );
  });

  it('offers Edit and Remove named after each target, and New Target', async () => {
    renderConsole('/targets', { dataProvider: targetProvider() });
    const row = await rowOf('t2');
    expect(await row.findByRole('button', { name: 'Edit t2' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Remove t2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Target' })).toBeInTheDocument();
  });

  it('shows each action only on the targets the user may change', async () => {
    renderConsole('/targets', {
      dataProvider: targetProvider(),
      authProvider: fakeAuthProvider({ user: t1Keeper }),
    });
    expect(await (await rowOf('t1')).findByRole('button', { name: 'Edit t1' })).toBeInTheDocument();
    await allAnswersShown();
    const t2 = await rowOf('t2');
    expect(t2.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Target' })).not.toBeInTheDocument();
  });

  it('removes a target after the question, then says so', async () => {
    const dataProvider = targetProvider();
    const { user } = renderConsole('/targets', { dataProvider });
    await user.click(await (await rowOf('t1')).findByRole('button', { name: 'Remove t1' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Unrecoverable after deletion, are you sure to delete it?');
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('target delete success')).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith('targets', expect.objectContaining({ id: 't1' }));
  });

  it('invites to create one when there is none', async () => {
    renderConsole('/targets', { dataProvider: targetProvider([]) });
    expect(await screen.findByText(/There are no targets yet/, {}, FIRST_RENDER)).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'New Target' })).toHaveLength(2);
  });
});
