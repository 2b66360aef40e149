import { screen, within } from '@testing-library/react';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown } from '@src/test/latency';
import type { FakeAuthProvider } from '@src/test/fakeAuthProvider';
import { renderKit } from '@src/test/renderKit';
import type { DataProvider } from 'react-admin';
import { devEnv, developerUser, env, envProvider } from './envFakes';
import { EnvList } from './EnvList';

/** /envs without the layout. */
const renderList = (providers: { dataProvider: DataProvider; authProvider?: FakeAuthProvider }) =>
  renderKit(<EnvList />, { path: '/envs', resource: 'envs', ...providers });

/** The row whose Name(Alias) cell reads `text`; its Namespace cell may read the same, the namespace defaulting to the name. */
async function rowOf(text: string) {
  const cells = await screen.findAllByRole('cell', { name: text });
  const nameCell = cells.find((cell) => (cell as HTMLTableCellElement).cellIndex === 0);
  return within(nameCell?.closest('tr') as HTMLElement);
}

beforeEach(signIn);

describe('the environment list', () => {
  it('shows name(alias), project, namespace, description and targets, ten a page', async () => {
    const dataProvider = envProvider();
    renderList({ dataProvider });
    const row = await rowOf('dev(Development)');
    expect(row.getByRole('link', { name: 'Default' })).toHaveAttribute('href', '/projects/default/summary');
    expect(row.getByText('dev-ns')).toBeInTheDocument();
    expect(row.getByText('Where features land first')).toBeInTheDocument();
    expect(await row.findByRole('link', { name: 'Target One, t2' })).toHaveAttribute('href', '/targets');
    expect(screen.getByRole('heading', { name: 'Environments' })).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'envs',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 } }),
    );
  });

  it('offers Edit and Remove named after each environment, and New Environment', async () => {
    renderList({ dataProvider: envProvider() });
    const row = await rowOf('dev(Development)');
    expect(await row.findByRole('button', { name: 'Edit dev' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Remove dev' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Environment' })).toBeInTheDocument();
  });

  it("links no targets for a user who may not list them, and writes only in the user's projects", async () => {
    const demo = env('demo-dev', {
      project: { name: 'demo', alias: 'Demo' },
      targets: [{ name: 't9', alias: '' }],
    });
    renderList({
      dataProvider: envProvider([devEnv, demo]),
      authProvider: fakeAuthProvider({ user: developerUser }),
    });
    const own = await rowOf('demo-dev');
    expect(await own.findByRole('button', { name: 'Edit demo-dev' })).toBeInTheDocument();
    expect(own.getByRole('button', { name: 'Remove demo-dev' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Environment' })).toBeInTheDocument();
    await allAnswersShown();
    expect(own.getByText('t9')).not.toHaveAttribute('href');
    expect(screen.queryByRole('link', { name: 't9' })).not.toBeInTheDocument();
    const other = await rowOf('dev(Development)');
    expect(other.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the environment list while loading, empty or failed', () => {
  it('invites to create one when the load returns nothing', async () => {
    renderList({ dataProvider: envProvider([]) });
    expect(await screen.findByText(/There are no environments yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'New Environment' })).toHaveLength(2);
  });
});
