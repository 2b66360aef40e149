import { screen, within } from '@testing-library/react';
import { catchDownloads } from '@src/test/csvDownload';
import { allAnswersShown } from '@src/test/latency';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { answerClustersWith, joinProd, KUBECONFIG } from './clusterSandbox';
import { ClusterList } from './ClusterList';

const sandbox = setUpSandbox({ demo: false });

const renderClusters = () => renderWithSandbox(sandbox, <ClusterList />, { resource: 'clusters' });

const card = async (name: string) => within(await screen.findByRole('article', { name }));

/** A user who may list clusters and nothing else. */
async function signInAsClusterReader() {
  await sandbox.request('POST', '/api/v1/permissions', {
    name: 'cluster-list',
    resources: ['cluster:*'],
    actions: ['list'],
  });
  await sandbox.request('POST', '/api/v1/roles', { name: 'reader', permissions: ['cluster-list'] });
  const password = 'Secret123';
  await sandbox.request('POST', '/api/v1/users', {
    name: 'reader',
    email: 'reader@example.com',
    password,
    roles: ['reader'],
  });
  await sandbox.signIn('reader', password);
}

beforeEach(() => joinProd(sandbox));

describe('the cluster cards', () => {
  it('show each cluster with its description, address and health, ten a page', async () => {
    renderClusters();
    const prod = await card('Production');
    expect(prod.getByText('Where customers are served')).toBeInTheDocument();
    expect(prod.getByText('https://prod.example:6443')).toBeInTheDocument();
    expect(prod.getByText('Healthy')).toBeInTheDocument();
    expect(prod.getByRole('link', { name: 'Production' })).toHaveAttribute(
      'href',
      'https://dashboard.example/prod',
    );
    expect((await card('Local Cluster')).getByText('Healthy')).toBeInTheDocument();
    expect(sandbox.asked()).toContainEqual(
      expect.stringMatching(/^GET \/api\/v1\/clusters\?.*page=1&pageSize=10/),
    );
  });

  it('say the health in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    await answerClustersWith(sandbox, (cluster) =>
      cluster.name === 'prod' ? { ...cluster, status: 'Unhealthy' } : cluster,
    );
    renderClusters();
    expect((await card('Local Cluster')).getByText('健康')).toBeInTheDocument();
    expect((await card('Production')).getByText('不健康')).toBeInTheDocument();
    expect(screen.getByText('本地')).toBeInTheDocument();
  });

  it('offer Edit and Detach on joined clusters but never on the local one', async () => {
    renderClusters();
    const prod = await card('Production');
    expect(await prod.findByRole('button', { name: 'Edit prod' })).toBeInTheDocument();
    expect(prod.getByRole('button', { name: 'Detach prod' })).toBeInTheDocument();
    const local = await card('Local Cluster');
    expect(local.getByText('Local')).toBeInTheDocument();
    await allAnswersShown();
    expect(local.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Existing Cluster' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect From Cloud' })).toBeInTheDocument();
  });

  it('hide every write from a user who may only list clusters', async () => {
    await signInAsClusterReader();
    renderClusters();
    const prod = await card('Production');
    await allAnswersShown();
    expect(prod.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Connect/ })).not.toBeInTheDocument();
  });

  it('invite to connect a cluster when there is none', async () => {
    // The sandbox always has its local cluster.
    sandbox.answer('GET /api/v1/clusters', { body: { clusters: [], total: 0 } });
    renderClusters();
    expect(await screen.findByText(/There are no clusters yet/)).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'Connect Existing Cluster' })).toHaveLength(2);
  });
});

describe("the clusters' Export", () => {
  it("writes the cards' names, addresses and health, never a kubeconfig or token, even for an admin", async () => {
    // The contract's cluster list has no kubeconfig; a looser server (or a future one) might send it
    // anyway. The sandbox keeps to the contract and finds every cluster healthy, so prod is forced.
    await answerClustersWith(sandbox, (cluster) =>
      cluster.name === 'prod'
        ? { ...cluster, status: 'Unhealthy', kubeConfig: KUBECONFIG, token: 'eyJhbGciOi-secret' }
        : cluster,
    );
    const { download } = catchDownloads();
    const { user } = renderClusters();
    expect((await card('Production')).getByText('UnHealthy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const { fileName, lines, text } = await download();
    expect(fileName).toBe('clusters.csv');
    expect(lines).toEqual([
      'Name,Alias,Description,API Address,Dashboard URL,Status',
      'local,Local Cluster,The hub manage cluster where KubeVela runs on.,https://kubernetes.default.svc,,Healthy',
      'prod,Production,Where customers are served,https://prod.example:6443,https://dashboard.example/prod,UnHealthy',
    ]);
    expect(text).not.toMatch(/apiVersion|eyJhbGciOi/);
  });

  it('heads and fills the columns in Chinese', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { download } = catchDownloads();
    const { user } = renderClusters();
    const prod = within(await screen.findByRole('article', { name: 'Production' }));
    expect(prod.getByText('健康')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '导出' }));
    const { lines } = await download();
    expect(lines[0]).toMatch(/^名称,别名,描述,.*,状态$/);
    expect(lines[2]).toMatch(/^prod,Production,.*,健康$/);
  });
});
