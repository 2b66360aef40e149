import { screen, waitFor, within } from '@testing-library/react';
import { catchDownloads } from '@src/test/csvDownload';
import { allAnswersShown } from '@src/test/latency';
import { currentPath } from '@src/test/renderConsole';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { addAddonReader, addExperimentalRegistry, addRegistry, PASSWORD } from './addonSandbox';
import { AddonList } from './AddonList';

// The demo platform: the KubeVela registry, with velaux, vela-workflow and fluxcd enabled.
const sandbox = setUpSandbox();

/** /addons without the layout. */
const renderList = (path = '/addons') =>
  renderWithSandbox(sandbox, <AddonList />, { path, resource: 'addons' });

// A read still under way when a test ends would reach the sandbox after the next test's reset.
afterEach(() => allAnswersShown());

const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

const listAsked = () => sandbox.asked().filter((asked) => /^GET \/api\/v1\/addons(\?|$)/.test(asked));

const FLUXCD_LINE =
  'fluxcd,2.3.0,Extended workload to do continuous and progressive delivery with Helm charts and Kustomize folders.,KubeVela,"Official, GA, Helm",Enabled';

describe('the addon list', () => {
  it('shows each addon with its version, tags, and Enabled and Experimental marks, enabled first', async () => {
    await addExperimentalRegistry(sandbox);
    renderList();
    const argocd = within(await screen.findByRole('article', { name: 'argocd' }));
    expect(argocd.getByText('Version: 0.1.0')).toBeInTheDocument();
    expect(argocd.getByText('Experimental')).toBeInTheDocument();
    expect(
      argocd.getByText("This addon is experimental, please don't use it in production"),
    ).toBeInTheDocument();
    const flink = within(screen.getByRole('article', { name: 'flink-kubernetes-operator' }));
    expect(flink.getByText('alpha')).toBeInTheDocument();
    await waitFor(() => expect(cardNames().slice(0, 3)).toEqual(['fluxcd', 'vela-workflow', 'velaux']));
    expect(within(screen.getByRole('article', { name: 'fluxcd' })).getByText('Enabled')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'cloudshell' })).queryByText('Enabled'),
    ).not.toBeInTheDocument();
  });

  it('shows version 0.0.0 for an addon without one, on its card and in the export', async () => {
    await addExperimentalRegistry(sandbox);
    // A registry whose metadata names no version: the sandbox's addons all have one.
    const listing = await sandbox.request<{ addons: { name: string; Meta?: object }[] }>(
      'GET',
      '/api/v1/addons',
    );
    const unversioned = (addon: { name: string; Meta?: object }) =>
      addon.name === 'argocd' ? { ...addon, version: '', Meta: { ...addon.Meta, version: '' } } : addon;
    sandbox.answer('GET /api/v1/addons', { body: { addons: listing.addons.map(unversioned) } });
    const { download } = catchDownloads();
    const { user } = renderList();
    const argocd = within(await screen.findByRole('article', { name: 'argocd' }));
    expect(argocd.getByText('Version: 0.0.0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const { lines } = await download();
    expect(lines.find((line) => line.startsWith('argocd,'))).toBe(
      'argocd,0.0.0,"Argo CD, declarative GitOps continuous delivery.",experimental,GitOps,',
    );
  });

  it('exports the cards shown, in their order, with their version, registry, tags and status', async () => {
    const { download } = catchDownloads();
    const { user } = renderList();
    await screen.findByRole('article', { name: 'cloudshell' });
    await waitFor(() => expect(cardNames()[0]).toBe('fluxcd'));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const { fileName, lines } = await download();
    expect(fileName).toBe('addons.csv');
    expect(lines).toEqual([
      'Name,Version,Description,Registry,Tags,Status',
      FLUXCD_LINE,
      ...cardNames()
        .slice(1)
        .map((name) => expect.stringMatching(new RegExp(`^${name},`))),
    ]);
    expect(lines.find((line) => line.startsWith('cloudshell,'))).toBe(
      'cloudshell,0.2.1,"Provides a web terminal with the vela CLI, kubectl and helm for every user.",KubeVela,"Official, Terminal",',
    );
  });

  it('offers only the tags of more than two addons, and filters the cards by them in the address', async () => {
    const { user } = renderList();
    const tags = await screen.findByRole('group', { name: 'Tags' });
    // Official: 13 addons, Observability: 5, GA: 4; Cloud (2) and the others are not offered.
    expect(
      within(tags)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Official', 'Observability', 'GA']);
    await user.click(within(tags).getByRole('checkbox', { name: 'GA' }));
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'cloudshell' })).not.toBeInTheDocument();
      expect(cardNames().sort()).toEqual(['fluxcd', 'terraform', 'vela-workflow', 'velaux']);
    });
    expect(currentPath()).toBe('/addons?tag=GA');
  });

  it('searches on Enter and by registry, and says which registries could not be read', async () => {
    // The sandbox reaches no network: a registry on the .invalid domain is one that cannot be fetched.
    await addRegistry(sandbox, 'Broken', 'https://charts.broken.invalid');
    const { user } = renderList();
    expect(
      await screen.findByText(
        'Some registries could not be read: fail to fetch addons from registry Broken: dial tcp: lookup charts.broken.invalid: no such host',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or description' }), 'flux');
    expect(listAsked().filter((asked) => asked.includes('query='))).toEqual([]);
    await user.keyboard('{Enter}');
    // While the search is answered the cards give way to a skeleton: the filtered list is both at once.
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'velaux' })).not.toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'fluxcd' })).toBeInTheDocument();
    });
    expect(listAsked().at(-1)).toBe('GET /api/v1/addons?query=flux');

    await user.click(screen.getByRole('combobox', { name: 'Registry' }));
    await user.click(await screen.findByRole('option', { name: 'KubeVela' }));
    await waitFor(() => expect(listAsked().at(-1)).toBe('GET /api/v1/addons?registry=KubeVela&query=flux'));
    expect(currentPath()).toBe('/addons?query=flux&registry=KubeVela');
  });

  it('shows the empty placeholder when nothing matches', async () => {
    renderList('/addons?query=nothing-like-it');
    expect(await screen.findByText('There are no addons')).toBeInTheDocument();
  });

  it('offers the registry manager only to users who may list registries', async () => {
    renderList();
    expect(await screen.findByRole('button', { name: 'Addon Registries' })).toBeInTheDocument();
  });

  it('hides the registry manager from a user who may only read addons', async () => {
    await addAddonReader(sandbox);
    await sandbox.signIn('reader', PASSWORD);
    renderList();
    await screen.findByRole('article', { name: 'velaux' });
    await allAnswersShown();
    expect(screen.queryByRole('button', { name: 'Addon Registries' })).not.toBeInTheDocument();
    expect(sandbox.asked()).not.toContainEqual(expect.stringMatching(/^GET \/api\/v1\/addon_registries/));
  });
});
