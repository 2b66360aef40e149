import { screen, waitFor, within } from '@testing-library/react';
import { statusError } from '@dataProvider/apiError';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown, delayed } from '@src/test/latency';
import { renderConsole } from '@src/test/renderConsole';
import type { FakeUser } from '@src/test/users';
import { clusterProvider, localCluster, prodCluster } from './clusterFakes';

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

  it('search by name, keeping the search in the address', async () => {
    const dataProvider = clusterProvider();
    const { user } = renderConsole('/clusters', { dataProvider });
    await card('Production');
    await user.type(screen.getByRole('textbox', { name: 'Search by name' }), 'loc');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Production' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'local' })).toBeInTheDocument();
    expect(decodeURIComponent(window.location.search)).toContain('"q":"loc"');
  });

  it('detach a cluster after the question, then say so', async () => {
    const dataProvider = clusterProvider();
    const { user } = renderConsole('/clusters', { dataProvider });
    await user.click(await (await card('Production')).findByRole('button', { name: 'Detach prod' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Unrecoverable after deletion, are you sure to delete it?');
    expect(dataProvider.delete).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('cluster delete success')).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith('clusters', expect.objectContaining({ id: 'prod' }));
  });

  it('invite to connect a cluster when there is none', async () => {
    renderConsole('/clusters', { dataProvider: clusterProvider([]) });
    expect(await screen.findByText(/There are no clusters yet/, {}, FIRST_RENDER)).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'Connect Existing Cluster' })).toHaveLength(2);
  });
});

describe('a cluster list that fails to load', () => {
  it('shows the reason and a Retry instead of an empty list, and says it once', async () => {
    const dataProvider = clusterProvider();
    dataProvider.getList.mockImplementation(
      delayed(() => {
        throw statusError(502);
      }),
    );
    const { user } = renderConsole('/clusters', { dataProvider });
    const alert = await screen.findByRole('alert', {}, FIRST_RENDER);
    expect(within(alert).getByText('Clusters could not be loaded')).toBeInTheDocument();
    await allAnswersShown();
    expect(
      screen.getAllByText('502 GatewayError, please check the network or contact the administrator!'),
    ).toHaveLength(1);
    expect(screen.queryByText(/There are no clusters/)).not.toBeInTheDocument();

    dataProvider.getList.mockImplementation(delayed(() => ({ data: [localCluster, prodCluster], total: 2 })));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Production' })).toBeInTheDocument();
  });
});
