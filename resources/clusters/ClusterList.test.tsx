import { screen, within } from '@testing-library/react';
import { signIn } from '@src/test/fakeAuthProvider';
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
