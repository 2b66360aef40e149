import { screen, within } from '@testing-library/react';
import { businessError } from '@dataProvider/apiError';
import { signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown, delayed } from '@src/test/latency';
import { listDataProvider } from '@src/test/listDataProvider';
import { renderConsole } from '@src/test/renderConsole';

const env = {
  id: 'dev',
  name: 'dev',
  alias: 'Development',
  namespace: 'dev-ns',
  project: { name: 'default', alias: 'Default' },
  targets: [
    { name: 't1', alias: 'Target One' },
    { name: 't2', alias: '' },
  ],
  createTime: '2024-05-01T10:20:30',
  updateTime: '2024-05-01T10:20:30',
};

describe('the environment list', () => {
  it('shows project, namespace and targets by their aliases', async () => {
    signIn();
    renderConsole('/envs', { dataProvider: listDataProvider('envs', [env]) });
    const row = (await screen.findByText('Development')).closest('tr');
    if (!row) throw new Error('no row for dev');
    expect(within(row).getByText('Default')).toBeInTheDocument();
    expect(within(row).getByText('dev-ns')).toBeInTheDocument();
    expect(within(row).getByText('Target One, t2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Environments' })).toBeInTheDocument();
  });
});

describe('the environment list while loading, empty or failed', () => {
  beforeEach(signIn);

  it('draws a skeleton until the first page is there', async () => {
    renderConsole('/envs', { dataProvider: listDataProvider('envs', [env]) });
    expect(await screen.findByRole('progressbar', { name: 'Loading Environments' })).toBeInTheDocument();
    expect(await screen.findByText('Development')).toBeInTheDocument();
  });

  it('says there are none when the load returns nothing', async () => {
    renderConsole('/envs', { dataProvider: listDataProvider('envs', []) });
    expect(await screen.findByText('There are no environments')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failed load as an error with a Retry, never as "No Environments found" with a pager', async () => {
    const dataProvider = listDataProvider('envs', []);
    dataProvider.getList.mockImplementation(
      delayed(() => {
        throw businessError(500, { BusinessCode: 10000, Message: 'database is down' });
      }),
    );
    renderConsole('/envs', { dataProvider });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Environments could not be loaded');
    expect(alert).toHaveTextContent('database is down(10000)');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await allAnswersShown();
    expect(screen.queryByText(/No Environments found|There are no environments/)).not.toBeInTheDocument();
    expect(screen.queryByText(/1-10 of/)).not.toBeInTheDocument();
  });
});
