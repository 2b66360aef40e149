import { screen, within } from '@testing-library/react';
import { catchDownloads } from '@src/test/csvDownload';
import { signIn } from '@src/test/fakeAuthProvider';
import { renderConsole } from '@src/test/renderConsole';
import { clusterProvider, KUBECONFIG, localCluster, prodCluster } from './clusterFakes';

const FIRST_RENDER = { timeout: 15000 };

// The contract's cluster list has no kubeconfig; a looser server (or a future one) might send it anyway.
const prodWithSecret = { ...prodCluster, kubeConfig: KUBECONFIG, token: 'eyJhbGciOi-secret' };

beforeEach(signIn);

describe("the clusters' Export", () => {
  it("writes the cards' names, addresses and health, never a kubeconfig or token, even for an admin", async () => {
    const { download } = catchDownloads();
    const { user } = renderConsole('/clusters', {
      dataProvider: clusterProvider([localCluster, prodWithSecret]),
    });
    await screen.findByRole('article', { name: 'Production' }, FIRST_RENDER);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const { fileName, lines, text } = await download();
    expect(fileName).toBe('clusters.csv');
    expect(lines).toEqual([
      'Name,Alias,Description,API Address,Dashboard URL,Status',
      'local,,The hub manage cluster where KubeVela runs on.,https://local.example:6443,,Healthy',
      'prod,Production,Where customers are served,https://prod.example:6443,https://dashboard.example/prod,UnHealthy',
    ]);
    expect(text).not.toMatch(/apiVersion|eyJhbGciOi/);
  });

  it('heads and fills the columns in Chinese', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { download } = catchDownloads();
    const { user } = renderConsole('/clusters', { dataProvider: clusterProvider() });
    const prod = within(await screen.findByRole('article', { name: 'Production' }, FIRST_RENDER));
    expect(prod.getByText('不健康')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '导出' }));
    const { lines } = await download();
    expect(lines[0]).toMatch(/^名称,别名,描述,.*,状态$/);
    expect(lines[2]).toMatch(/^prod,Production,.*,不健康$/);
  });
});
