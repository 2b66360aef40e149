import { screen, waitFor, within } from '@testing-library/react';
import { signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown, delayed } from '@src/test/latency';
import { listDataProvider } from '@src/test/listDataProvider';
import { renderConsole } from '@src/test/renderConsole';

describe('the cluster list', () => {
  it('shows each cluster with its status', async () => {
    signIn();
    const cluster = {
      id: 'local',
      name: 'local',
      alias: 'Local Cluster',
      status: 'Healthy',
      description: 'The hub',
    };
    renderConsole('/clusters', { dataProvider: listDataProvider('clusters', [cluster]) });
    const row = (await screen.findByText('Local Cluster')).closest('tr');
    if (!row) throw new Error('no row for local');
    expect(within(row).getByText('Healthy')).toBeInTheDocument();
    expect(within(row).getByText('The hub')).toBeInTheDocument();
  });
});

describe('a cluster list that fails to load', () => {
  it('leaves the report to the API error toaster instead of a second toast', async () => {
    signIn();
    const dataProvider = listDataProvider('clusters', []);
    dataProvider.getList.mockImplementation(
      delayed(() => {
        throw new Error('HTTP 502');
      }),
    );
    renderConsole('/clusters', { dataProvider });
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalled());
    await allAnswersShown();
    expect(screen.queryByText('HTTP 502')).not.toBeInTheDocument();
  });
});
