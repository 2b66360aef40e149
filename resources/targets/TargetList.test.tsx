import { screen, within } from '@testing-library/react';
import { signIn } from '@src/test/fakeAuthProvider';
import { listDataProvider } from '@src/test/listDataProvider';
import { renderConsole } from '@src/test/renderConsole';

const target = (name: string) => ({
  id: name,
  name,
  alias: `${name} alias`,
  cluster: { clusterName: 'local', namespace: `ns-${name}` },
  clusterAlias: 'Local Cluster',
  project: { name: 'default', alias: 'Default' },
  createTime: '2024-05-01T10:20:30',
  updateTime: '2024-05-01T10:20:30',
});

describe('the target list', () => {
  it('shows cluster, namespace and project, five targets a page', async () => {
    signIn();
    const dataProvider = listDataProvider('targets', ['t1', 't2', 't3', 't4', 't5', 't6'].map(target));
    renderConsole('/targets', { dataProvider });
    const row = (await screen.findByText('t1 alias')).closest('tr');
    if (!row) throw new Error('no row for t1');
    expect(within(row).getByText('Local Cluster')).toBeInTheDocument();
    expect(within(row).getByText('ns-t1')).toBeInTheDocument();
    expect(within(row).getByText('Default')).toBeInTheDocument();
    expect(screen.queryByText('t6 alias')).not.toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'targets',
      expect.objectContaining({ pagination: { page: 1, perPage: 5 } }),
    );
  });
});
