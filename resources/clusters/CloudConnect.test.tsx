import { screen, waitFor, within } from '@testing-library/react';
import { signIn } from '@src/test/fakeAuthProvider';
import type { DataProvider } from 'react-admin';
import { renderKit } from '@src/test/renderKit';
import { cloudClusters, clusterProvider } from './clusterFakes';
import { ClusterList } from './ClusterList';

beforeEach(signIn);

/** The clusters page alone: the dialog opens from it, and the console around it plays no part. */
const renderClusters = (path: string, dataProvider: DataProvider) =>
  renderKit(<ClusterList />, { path, resource: 'clusters', dataProvider });

async function openCloudDialog() {
  const dataProvider = clusterProvider();
  const view = renderClusters('/clusters', dataProvider);
  await view.user.click(await screen.findByRole('button', { name: 'Connect From Cloud' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Connect Kubernetes Cluster From Cloud' }));
  return { ...view, dataProvider, dialog };
}

describe('Connect From Cloud', () => {
  it('asks for the provider and both keys before listing anything', async () => {
    const { user, dialog, dataProvider } = await openCloudDialog();
    expect(window.location.hash).toBe('#cloud');
    expect(dialog.getByText(/KubeVela won't save your AK\/SK/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(dialog.getAllByText('content cannot be empty')).toHaveLength(3));
    expect(dataProvider.listCloudClusters).not.toHaveBeenCalled();
  });

  it("lists the account's clusters ten a page and connects one under the first 16 characters of its ID", async () => {
    const { user, dialog, dataProvider } = await openCloudDialog();
    await user.click(await dialog.findByRole('combobox', { name: /Provider/ }));
    await user.click(await screen.findByRole('option', { name: 'Aliyun ACK' }));
    await user.type(dialog.getByLabelText(/^AccessKey\b/), 'key-id');
    await user.type(dialog.getByLabelText(/^AccessKeySecret/), 'key-secret');
    await user.click(dialog.getByRole('button', { name: 'Next Step' }));

    const table = within(await dialog.findByRole('table', { name: 'Clusters of the cloud account' }));
    expect(table.getAllByRole('row')).toHaveLength(11);
    const first = within(table.getByRole('cell', { name: 'ack-1' }).closest('tr') as HTMLElement);
    expect(first.getByText('Running')).toBeInTheDocument();
    expect(table.getAllByText('Stopped')).toHaveLength(9);
    expect(dataProvider.listCloudClusters).toHaveBeenCalledWith(
      'aliyun',
      { accessKeyID: 'key-id', accessKeySecret: 'key-secret' },
      { page: 1, pageSize: 10 },
      expect.objectContaining({ errorShownByPage: true }),
    );

    await user.click(dialog.getByRole('button', { name: 'Go to next page' }));
    expect(await dialog.findByRole('cell', { name: 'ack-12' })).toBeInTheDocument();
    expect(dataProvider.listCloudClusters).toHaveBeenLastCalledWith('aliyun', expect.anything(), {
      page: 2,
      pageSize: 10,
    });

    await user.click(dialog.getByRole('button', { name: 'Connect ack-12' }));
    expect(await screen.findByText('cluster add success')).toBeInTheDocument();
    const { id } = cloudClusters[11];
    expect(dataProvider.connectCloudCluster).toHaveBeenCalledWith('aliyun', {
      accessKeyID: 'key-id',
      accessKeySecret: 'key-secret',
      clusterID: id,
      name: id.substring(0, 16),
      alias: 'ack-12',
      description: '',
      icon: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Connect Cluster Success!')).toBeInTheDocument();
  });

  it('shows the cloud states in Chinese', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const dataProvider = clusterProvider();
    const { user } = renderClusters('/clusters#cloud', dataProvider);
    const dialog = within(await screen.findByRole('dialog', { name: '从云服务接入 Kubernetes 集群' }));
    await user.click(await dialog.findByRole('combobox', { name: /云服务商/ }));
    await user.click(await screen.findByRole('option', { name: '阿里云 ACK' }));
    await user.type(dialog.getByLabelText(/^AccessKey\b/), 'key-id');
    await user.type(dialog.getByLabelText(/^AccessKeySecret/), 'key-secret');
    await user.click(dialog.getByRole('button', { name: '下一步' }));
    expect(await dialog.findByText('运行中')).toBeInTheDocument();
    expect(dialog.getAllByText('已停止')).toHaveLength(9);
  });
});
