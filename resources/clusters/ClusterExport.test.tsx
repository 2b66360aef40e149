import { screen, within } from '@testing-library/react';
import { catchDownloads } from '@src/test/csvDownload';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { answerClustersWith, joinProd, KUBECONFIG } from './clusterSandbox';
import { ClusterList } from './ClusterList';

const sandbox = setUpSandbox({ demo: false });

const renderClusters = () => renderWithSandbox(sandbox, <ClusterList />, { resource: 'clusters' });

beforeEach(() => joinProd(sandbox));

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
    await screen.findByRole('article', { name: 'Production' });
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
