import { screen, within } from '@testing-library/react';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown } from '@src/test/latency';
import { renderConsole } from '@src/test/renderConsole';
import type { FakeUser } from '@src/test/users';
import { clusterProvider } from './clusterFakes';

const FIRST_RENDER = { timeout: 15000 };

/** May list clusters and nothing else. */
const clusterReader: FakeUser = {
  name: 'reader',
  platformPermissions: [{ name: 'p', resources: ['cluster:*'], actions: ['list'], effect: 'Allow' }],
  projectPermissions: {},
};

const card = async (name: string) => within(await screen.findByRole('article', { name }, FIRST_RENDER));

beforeEach(signIn);

describe('the cluster cards', () => {
  it('show each cluster with its description, address and health, ten a page', async () => {
    const dataProvider = clusterProvider();
    renderConsole('/clusters', { dataProvider });
    const prod = await card('Production');
    expect(prod.getByText('Where customers are served')).toBeInTheDocument();
    expect(prod.getByText('https://prod.example:6443')).toBeInTheDocument();
    expect(prod.getByText('UnHealthy')).toBeInTheDocument();
    expect(prod.getByRole('link', { name: 'Production' })).toHaveAttribute(
      'href',
      'https://dashboard.example/prod',
    );
    expect((await card('local')).getByText('Healthy')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'clusters',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 } }),
    );
  });

  it('say the health in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    renderConsole('/clusters', { dataProvider: clusterProvider() });
    expect((await card('local')).getByText('健康')).toBeInTheDocument();
    expect((await card('Production')).getByText('不健康')).toBeInTheDocument();
    expect(screen.getByText('本地')).toBeInTheDocument();
  });

  it('offer Edit and Detach on joined clusters but never on the local one', async () => {
    renderConsole('/clusters', { dataProvider: clusterProvider() });
    const prod = await card('Production');
    expect(await prod.findByRole('button', { name: 'Edit prod' })).toBeInTheDocument();
    expect(prod.getByRole('button', { name: 'Detach prod' })).toBeInTheDocument();
    const local = await card('local');
    expect(local.getByText('Local')).toBeInTheDocument();
    await allAnswersShown();
    expect(local.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Existing Cluster' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect From Cloud' })).toBeInTheDocument();
  });

  it('hide every write from a user who may only list clusters', async () => {
    renderConsole('/clusters', {
      dataProvider: clusterProvider(),
      authProvider: fakeAuthProvider({ user: clusterReader }),
    });
    const prod = await card('Production');
    await allAnswersShown();
    expect(prod.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Connect/ })).not.toBeInTheDocument();
  });

  it('invite to connect a cluster when there is none', async () => {
    renderConsole('/clusters', { dataProvider: clusterProvider([]) });
    expect(await screen.findByText(/There are no clusters yet/, {}, FIRST_RENDER)).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'Connect Existing Cluster' })).toHaveLength(2);
  });
});
