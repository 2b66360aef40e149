import { screen, waitFor, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import type { components } from '../../contract/api';
import { buyCloudClusters, cloudClustersOn } from './clusterSandbox';
import { ClusterList } from './ClusterList';

type ClusterDetail = components['schemas']['v1.DetailClusterResponse'];

const sandbox = setUpSandbox({ demo: false });

const LIST_CLOUD_CLUSTERS = 'POST /api/v1/clusters/cloud_clusters/aliyun';

/** The clusters page alone: the dialog opens from it, and the console around it plays no part. */
const renderClusters = (path: string) =>
  renderWithSandbox(sandbox, <ClusterList />, { resource: 'clusters', path });

/** The body of the page's last request to list the account's clusters. */
function lastCloudListBody(): unknown {
  const calls = sandbox.fetch.mock.calls.filter(([input]) =>
    String(input).includes('/cloud_clusters/aliyun?'),
  );
  return JSON.parse(String(calls.at(-1)?.[1]?.body));
}

async function openCloudDialog() {
  const view = renderClusters('/clusters');
  await view.user.click(await screen.findByRole('button', { name: 'Connect From Cloud' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Connect Kubernetes Cluster From Cloud' }));
  return { ...view, dialog };
}

describe('Connect From Cloud', () => {
  it('asks for the provider and both keys before listing anything', async () => {
    const { user, dialog } = await openCloudDialog();
    expect(window.location.hash).toBe('#cloud');
    expect(dialog.getByText(/KubeVela won't save your AK\/SK/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(dialog.getAllByText('content cannot be empty')).toHaveLength(3));
    expect(sandbox.asked().filter((request) => request.startsWith(LIST_CLOUD_CLUSTERS))).toEqual([]);
  });

  it('shows the provider refusing the keys in the dialog, by Next Step', async () => {
    const { user, dialog } = await openCloudDialog();
    await user.click(await dialog.findByRole('combobox', { name: /Provider/ }));
    await user.click(await screen.findByRole('option', { name: 'Aliyun ACK' }));
    await user.type(dialog.getByLabelText(/^AccessKey\b/), 'key-id');
    // The sandbox's provider refuses blank keys.
    await user.type(dialog.getByLabelText(/^AccessKeySecret/), ' ');
    await user.click(dialog.getByRole('button', { name: 'Next Step' }));
    expect(await dialog.findByText('access key or secret key is invalid(40013)')).toBeInTheDocument();
    await allAnswersShown();
    expect(screen.getAllByText('access key or secret key is invalid(40013)')).toHaveLength(1);
    expect(dialog.queryByRole('table')).not.toBeInTheDocument();
  });

  it("lists the account's clusters ten a page and connects one under the first 16 characters of its ID", async () => {
    // An enabled addon that deploys to runtime clusters, for the notice after joining.
    await sandbox.request('POST', '/api/v1/addons/fluxcd/enable', { clusters: ['local'] });
    // Seven bought beside the five the account owns: two pages of the cloud table.
    await buyCloudClusters(sandbox, 7);
    const { user, dialog } = await openCloudDialog();
    await user.click(await dialog.findByRole('combobox', { name: /Provider/ }));
    await user.click(await screen.findByRole('option', { name: 'Aliyun ACK' }));
    await user.type(dialog.getByLabelText(/^AccessKey\b/), 'key-id');
    await user.type(dialog.getByLabelText(/^AccessKeySecret/), 'key-secret');
    await user.click(dialog.getByRole('button', { name: 'Next Step' }));

    const table = within(await dialog.findByRole('table', { name: 'Clusters of the cloud account' }));
    expect(table.getAllByRole('row')).toHaveLength(11);
    const sandboxRow = within(table.getByRole('cell', { name: 'ack-sandbox' }).closest('tr') as HTMLElement);
    expect(sandboxRow.getByText('Stopped')).toBeInTheDocument();
    expect(table.getAllByText('Running')).toHaveLength(9);
    expect(sandbox.asked()).toContain(`${LIST_CLOUD_CLUSTERS}?page=1&pageSize=10`);
    expect(lastCloudListBody()).toEqual({ accessKeyID: 'key-id', accessKeySecret: 'key-secret' });

    await user.click(dialog.getByRole('button', { name: 'Go to next page' }));
    const [last] = (await cloudClustersOn(sandbox, 2)).slice(-1);
    expect(await dialog.findByRole('cell', { name: last.name })).toBeInTheDocument();
    expect(sandbox.asked()).toContain(`${LIST_CLOUD_CLUSTERS}?page=2&pageSize=10`);

    await user.click(dialog.getByRole('button', { name: `Connect ${last.name}` }));
    expect(await screen.findByText('cluster add success')).toBeInTheDocument();
    const name = last.id.substring(0, 16);
    const joined = await sandbox.request<ClusterDetail>('GET', `/api/v1/clusters/${name}`);
    expect(joined).toMatchObject({ name, alias: last.name, description: '', icon: '' });
    expect(joined.provider).toMatchObject({ provider: 'aliyun', clusterID: last.id });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: last.name })).toBeInTheDocument();
    expect(await screen.findByText('Connect Cluster Success!')).toBeInTheDocument();
  });

  it('shows the cloud states in Chinese', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = renderClusters('/clusters#cloud');
    const dialog = within(await screen.findByRole('dialog', { name: '从云服务接入 Kubernetes 集群' }));
    await user.click(await dialog.findByRole('combobox', { name: /云服务商/ }));
    await user.click(await screen.findByRole('option', { name: '阿里云 ACK' }));
    await user.type(dialog.getByLabelText(/^AccessKey\b/), 'key-id');
    await user.type(dialog.getByLabelText(/^AccessKeySecret/), 'key-secret');
    await user.click(dialog.getByRole('button', { name: '下一步' }));
    expect(await dialog.findByText('已停止')).toBeInTheDocument();
    // The table asks for its first page again as it opens: read the states once that answer is drawn.
    await allAnswersShown();
    expect(dialog.getByText('已停止')).toBeInTheDocument();
    expect(dialog.getAllByText('运行中')).toHaveLength(4);
  });
});
