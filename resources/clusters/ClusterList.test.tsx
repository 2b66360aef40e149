import { screen, within } from '@testing-library/react';
import { statusError } from '@dataProvider/apiError';
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
  it('shows the reason and a Retry instead of an empty list, and says it once', async () => {
    signIn();
    const dataProvider = listDataProvider('clusters', []);
    dataProvider.getList.mockImplementation(
      delayed(() => {
        throw statusError(502);
      }),
    );
    const { user } = renderConsole('/clusters', { dataProvider });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Clusters could not be loaded')).toBeInTheDocument();
    await allAnswersShown();
    expect(
      screen.getAllByText('502 GatewayError, please check the network or contact the administrator!'),
    ).toHaveLength(1);
    expect(screen.queryByText(/No Clusters found|There are no clusters/)).not.toBeInTheDocument();
    expect(screen.queryByText(/of \d+/)).not.toBeInTheDocument();

    dataProvider.getList.mockImplementation(
      delayed(() => ({ data: [{ id: 'local', name: 'local', alias: 'Local Cluster' }], total: 1 })),
    );
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Local Cluster')).toBeInTheDocument();
  });
});
