import { screen, waitFor, within } from '@testing-library/react';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import type { FakeAuthProvider } from '@src/test/fakeAuthProvider';
import { catchDownloads } from '@src/test/csvDownload';
import { allAnswersShown } from '@src/test/latency';
import { currentPath } from '@src/test/renderConsole';
import { renderKit } from '@src/test/renderKit';
import type { FakeUser } from '@src/test/users';
import type { DataProvider } from 'react-admin';
import { addonProvider, summary } from './addonFakes';
import { AddonList } from './AddonList';

/** /addons without the layout. */
const renderList = (providers: { dataProvider: DataProvider; authProvider?: FakeAuthProvider }) =>
  renderKit(<AddonList />, { path: '/addons', resource: 'addons', ...providers });

/** May list addons, not their registries. */
const addonReader: FakeUser = {
  name: 'reader',
  platformPermissions: [{ name: 'p', resources: ['addon:*'], actions: ['list', 'detail'], effect: 'Allow' }],
  projectPermissions: {},
};

const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

beforeEach(signIn);

describe('the addon list', () => {
  it('shows each addon with its version (0.0.0 without one), tags, and Enabled and Experimental marks, enabled first', async () => {
    renderList({ dataProvider: addonProvider() });
    const argocd = within(await screen.findByRole('article', { name: 'argocd' }));
    expect(argocd.getByText('Version: 0.0.0')).toBeInTheDocument();
    expect(argocd.getByText('Experimental')).toBeInTheDocument();
    expect(
      argocd.getByText("This addon is experimental, please don't use it in production"),
    ).toBeInTheDocument();
    expect(argocd.getByText('alpha')).toBeInTheDocument();
    const grafana = within(screen.getByRole('article', { name: 'grafana' }));
    expect(grafana.getByText('Enabled')).toBeInTheDocument();
    await waitFor(() => expect(cardNames()[0]).toBe('grafana'));
    expect(
      within(screen.getByRole('article', { name: 'velaux' })).queryByText('Enabled'),
    ).not.toBeInTheDocument();
  });

  it('exports the cards shown, in their order, with their version, registry, tags and status', async () => {
    const { download } = catchDownloads();
    const { user } = renderList({ dataProvider: addonProvider() });
    await screen.findByRole('article', { name: 'argocd' });
    await waitFor(() => expect(cardNames()[0]).toBe('grafana'));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const { fileName, lines } = await download();
    expect(fileName).toBe('addons.csv');
    expect(lines).toEqual([
      'Name,Version,Description,Registry,Tags,Status',
      'grafana,1.0.0,The grafana addon,KubeVela,"Official, Observability",Enabled',
      ...cardNames()
        .slice(1)
        .map((name) => expect.stringMatching(new RegExp(`^${name},`))),
    ]);
    expect(lines.find((line) => line.startsWith('argocd,'))).toBe(
      'argocd,0.0.0,The argocd addon,experimental,"GitOps, alpha",',
    );
  });

  it('offers only the tags of more than two addons, and filters the cards by them in the address', async () => {
    const dataProvider = addonProvider({
      addons: [
        summary('a', { tags: ['GA', 'Helm'] }),
        summary('b', { tags: ['GA', 'Helm'] }),
        summary('c', { tags: ['GA'] }),
        summary('d', { tags: ['beta'] }),
      ],
    });
    const { user } = renderList({ dataProvider });
    const tags = await screen.findByRole('group', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['GA']);
    await user.click(within(tags).getByRole('checkbox', { name: 'GA' }));
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'd' })).not.toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(3);
    });
    expect(currentPath()).toBe('/addons?tag=GA');
  });

  it('searches on Enter and by registry, and says which registries could not be read', async () => {
    const dataProvider = addonProvider({ message: 'registry Broken: 404 Not Found' });
    const { user } = renderList({ dataProvider });
    expect(
      await screen.findByText('Some registries could not be read: registry Broken: 404 Not Found'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or description' }), 'flux');
    expect(dataProvider.listAddons).not.toHaveBeenCalledWith(
      expect.objectContaining({ query: 'flux' }),
      expect.anything(),
    );
    await user.keyboard('{Enter}');
    // While the search is answered the cards give way to a skeleton: the filtered list is both at once.
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'velaux' })).not.toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'fluxcd' })).toBeInTheDocument();
    });
    expect(dataProvider.listAddons).toHaveBeenLastCalledWith(
      { registry: '', query: 'flux' },
      expect.anything(),
    );

    await user.click(screen.getByRole('combobox', { name: 'Registry' }));
    await user.click(await screen.findByRole('option', { name: 'KubeVela' }));
    await waitFor(() =>
      expect(dataProvider.listAddons).toHaveBeenLastCalledWith(
        { registry: 'KubeVela', query: 'flux' },
        expect.anything(),
      ),
    );
    expect(currentPath()).toBe('/addons?query=flux&registry=KubeVela');
  });

  it('shows the empty placeholder when nothing matches', async () => {
    renderList({ dataProvider: addonProvider({ addons: [] }) });
    expect(await screen.findByText('There are no addons')).toBeInTheDocument();
  });

  it('offers the registry manager only to users who may list registries', async () => {
    renderList({ dataProvider: addonProvider() });
    expect(await screen.findByRole('button', { name: 'Addon Registries' })).toBeInTheDocument();
  });

  it('hides the registry manager from a user who may only read addons', async () => {
    const dataProvider = addonProvider();
    renderList({ dataProvider, authProvider: fakeAuthProvider({ user: addonReader }) });
    await screen.findByRole('article', { name: 'velaux' });
    await allAnswersShown();
    expect(screen.queryByRole('button', { name: 'Addon Registries' })).not.toBeInTheDocument();
    expect(dataProvider.getList).not.toHaveBeenCalledWith('addonRegistries', expect.anything());
  });
});
