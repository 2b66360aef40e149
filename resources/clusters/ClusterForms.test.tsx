import { screen, waitFor, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import type { components } from '../../contract/api';
import { buyCloudClusters, cloudClustersOn, joinProd, KUBECONFIG } from './clusterSandbox';
import { ClusterList } from './ClusterList';

type ClusterDetail = components['schemas']['v1.DetailClusterResponse'];

const sandbox = setUpSandbox({ demo: false });

const renderClusters = (path: string) =>
  renderWithSandbox(sandbox, <ClusterList />, { resource: 'clusters', path });

const drawer = async (name: string) => within(await screen.findByRole('dialog', { name }));

const writes = () => sandbox.asked().filter((request) => !request.startsWith('GET '));

const LIST_CLOUD_CLUSTERS = 'POST /api/v1/clusters/cloud_clusters/aliyun';

async function openCloudDialog() {
  const view = renderClusters('/clusters');
  await view.user.click(await screen.findByRole('button', { name: 'Connect From Cloud' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Connect Kubernetes Cluster From Cloud' }));
  return { ...view, dialog };
}

beforeEach(() => joinProd(sandbox));

describe('Connect Existing Cluster', () => {
  it('checks name, address and kubeconfig before any request', async () => {
    const { user } = renderClusters('/clusters#connect');
    const form = await drawer('Connect Existing Cluster');
    await user.type(form.getByRole('textbox', { name: /Name/ }), 'Prod Cluster');
    await user.type(form.getByRole('textbox', { name: 'Alias' }), 'P');
    await user.type(form.getByRole('textbox', { name: 'Dashboard URL' }), 'javascript:alert(1)');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(
      await form.findByText('Please enter a valid name contains only alphabetical words'),
    ).toBeInTheDocument();
    expect(form.getByText('Enter a string of 2 to 64 characters.')).toBeInTheDocument();
    expect(form.getByText('Input according to URL specification')).toBeInTheDocument();
    expect(form.getByText('Please upload or edit kube config')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('says so in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = renderClusters('/clusters#connect');
    const form = await drawer('接入已有集群');
    await user.type(form.getByRole('textbox', { name: /名称/ }), 'Prod');
    await user.type(form.getByRole('textbox', { name: '控制台地址' }), 'dashboard');
    await user.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('请输入有效的名称，只能包含字母、数字和短横线')).toBeInTheDocument();
    expect(form.getByText('请按照 URL 规范输入')).toBeInTheDocument();
    expect(form.getByText('请上传或编辑 KubeConfig')).toBeInTheDocument();
  });

  it('reads the kubeconfig from a file, joins the cluster and names the addons to upgrade', async () => {
    // fluxcd deploys to runtime clusters; vela-workflow does not; kruise-rollout would, but is not enabled.
    await sandbox.request('POST', '/api/v1/addons/fluxcd/enable', { clusters: ['local'] });
    await sandbox.request('POST', '/api/v1/addons/vela-workflow/enable', {});
    const { user } = renderClusters('/clusters#connect');
    const form = await drawer('Connect Existing Cluster');
    await user.type(form.getByRole('textbox', { name: /Name/ }), 'staging');
    await user.upload(form.getByLabelText('Upload Config File'), new File([KUBECONFIG], 'config.yaml'));
    await waitFor(() => expect(form.getByRole('textbox', { name: /KubeConfig/ })).toHaveValue(KUBECONFIG));
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('cluster add success')).toBeInTheDocument();
    const joined = await sandbox.request<ClusterDetail>('GET', '/api/v1/clusters/staging');
    expect(joined.kubeConfig).toBe(KUBECONFIG);
    // The page is hidden from assistive technology until the closing drawer has gone.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Connect Existing Cluster' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('article', { name: 'staging' })).toBeInTheDocument();
    const notice = await screen.findByText('Connect Cluster Success!');
    const links = within(notice.closest('[role="alert"]') as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['fluxcd']);
    expect(links[0]).toHaveAttribute('href', '/addons/fluxcd');
  });

  it('keeps every value and shows the refusal by Save', async () => {
    const { user } = renderClusters('/clusters#connect');
    const form = await drawer('Connect Existing Cluster');
    await user.type(form.getByRole('textbox', { name: /Name/ }), 'prod');
    await user.click(form.getByRole('textbox', { name: /KubeConfig/ }));
    await user.paste(KUBECONFIG);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('cluster already exists in data store(40004)')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /Name/ })).toHaveValue('prod');
    expect(form.getByRole('textbox', { name: /KubeConfig/ })).toHaveValue(KUBECONFIG);
  });
});

describe('editing a cluster', () => {
  it('loads it with its kubeconfig, keeps the name fixed and saves the rest', async () => {
    const { user } = renderClusters('/clusters#edit/prod');
    const form = await drawer('Edit Cluster Config');
    const name = await form.findByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('prod');
    expect(name).toBeDisabled();
    expect(form.getByRole('textbox', { name: /KubeConfig/ })).toHaveValue(KUBECONFIG);
    const alias = form.getByRole('textbox', { name: 'Alias' });
    await user.clear(alias);
    await user.type(alias, 'Prod');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('cluster update success')).toBeInTheDocument();
    const saved = await sandbox.request<ClusterDetail>('GET', '/api/v1/clusters/prod');
    expect(saved).toMatchObject({ alias: 'Prod', description: 'Where customers are served' });
  });

  it('never opens for the local cluster', async () => {
    renderClusters('/clusters#edit/local');
    await screen.findByRole('article', { name: 'Local Cluster' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sandbox.asked()).not.toContain('GET /api/v1/clusters/local');
  });
});

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
    await allAnswersShown();
    const firstPage = `${LIST_CLOUD_CLUSTERS}?page=1&pageSize=10`;
    expect(sandbox.asked().filter((request) => request === firstPage)).toHaveLength(1);
    expect(sandbox.sent(LIST_CLOUD_CLUSTERS).at(-1)).toEqual({
      accessKeyID: 'key-id',
      accessKeySecret: 'key-secret',
    });

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
    expect(dialog.getAllByText('运行中')).toHaveLength(4);
  });
});
