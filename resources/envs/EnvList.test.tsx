import { screen, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { seedEnvs, signInAsDeveloper } from './envSandbox';
import { EnvList } from './EnvList';

const sandbox = setUpSandbox({ demo: false });

/** /envs without the layout. */
const renderList = () => renderWithSandbox(sandbox, <EnvList />, { resource: 'envs' });

/** The row whose Name(Alias) cell reads `text`; its Namespace cell may read the same, the namespace defaulting to the name. */
async function rowOf(text: string) {
  const cells = await screen.findAllByRole('cell', { name: text });
  const nameCell = cells.find((cell) => (cell as HTMLTableCellElement).cellIndex === 0);
  return within(nameCell?.closest('tr') as HTMLElement);
}

beforeEach(() => seedEnvs(sandbox));

describe('the environment list', () => {
  it('shows name(alias), project, namespace, description and targets, ten a page', async () => {
    renderList();
    const row = await rowOf('dev(Development)');
    expect(row.getByRole('link', { name: 'Default' })).toHaveAttribute('href', '/projects/default/summary');
    expect(row.getByText('dev-ns')).toBeInTheDocument();
    expect(row.getByText('Where features land first')).toBeInTheDocument();
    expect(await row.findByRole('link', { name: 'Target One, t2' })).toHaveAttribute('href', '/targets');
    expect(screen.getByRole('heading', { name: 'Environments' })).toBeInTheDocument();
    expect(sandbox.asked()).toContain('GET /api/v1/envs?page=1&pageSize=10');
  });

  it('offers Edit and Remove named after each environment, and New Environment', async () => {
    renderList();
    const row = await rowOf('dev(Development)');
    expect(await row.findByRole('button', { name: 'Edit dev' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Remove dev' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Environment' })).toBeInTheDocument();
  });

  it("links no targets for a user who may not list them, and writes only in the user's projects", async () => {
    await signInAsDeveloper(sandbox);
    renderList();
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

describe('the environment list with no environment', () => {
  it('invites to create one where the table would be', async () => {
    await sandbox.request('DELETE', '/api/v1/envs/dev');
    await sandbox.request('DELETE', '/api/v1/envs/default');
    renderList();
    expect(await screen.findByText(/There are no environments yet/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New Environment' })).toHaveLength(2);
  });
});
