import { act, screen, waitFor, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { vi } from 'vitest';
import { STATUS_POLL_MS } from '../addonRules';
import { AddonDetailDrawer } from './AddonDetailDrawer';

// The demo platform (fluxcd and velaux enabled; clusters local and prod-cluster, "Production"). Each
// simulated step takes a minute of the sandbox clock, so an addon stays enabling or disabling until the
// test moves the clock on.
const STEP_SECONDS = 60;
const sandbox = setUpSandbox({ runtimeStepSeconds: STEP_SECONDS });

/** The drawer as /addons/{name} opens it over the list; the list and its routes are AddonList's tests. */
const renderDrawer = (name: string) =>
  renderWithSandbox(
    sandbox,
    <AddonDetailDrawer name={name} onClose={() => undefined} addonPath={(addon) => `/addons/${addon}`} />,
    { path: `/addons/${name}`, resource: 'addons' },
  );

const drawer = async (title: string) => within(await screen.findByRole('dialog', { name: title }));

const moveClock = (steps: number) =>
  sandbox.server.request('POST', '/__test__/clock', { body: { advanceSeconds: steps * STEP_SECONDS } });

/** Disables fluxcd through the API; it is disabling for one step. */
const disableFluxcd = () => sandbox.request('POST', '/api/v1/addons/fluxcd/disable');

// A read still under way when a test ends would reach the sandbox after the next test's reset.
afterEach(() => allAnswersShown());
afterEach(() => vi.useRealTimers());

describe('the addon drawer', () => {
  it('enables a runtime-cluster addon with the chosen version and clusters, then follows its status', async () => {
    await disableFluxcd();
    await moveClock(1);
    // The status poll's clock is the test's to move; the sandbox's answers keep their real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { user } = renderDrawer('fluxcd');
    const panel = await drawer('fluxcd (disabled)');
    expect(
      await panel.findByText('This version requirements: KubeVela: >=v1.5.0, Kubernetes: >=1.20'),
    ).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Upgrade' })).not.toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();

    await user.click(panel.getByRole('checkbox', { name: 'Production' }));
    await user.click(panel.getByRole('checkbox', { name: 'Local Cluster' }));
    expect(panel.getByRole('status')).toHaveTextContent('The local cluster ie required');
    expect(panel.getByRole('checkbox', { name: 'Local Cluster' })).toBeChecked();

    await user.click(panel.getByRole('combobox', { name: 'Version' }));
    await user.click(await screen.findByRole('option', { name: '2.2.0' }));
    await waitFor(() => expect(sandbox.asked()).toContain('GET /api/v1/addons/fluxcd?version=2.2.0'));
    // The parameter form (a lazy chunk) fills in its defaults once drawn: wait for it before Enable.
    expect(await panel.findByRole('switch', { name: /onlyHelmComponents/i })).not.toBeChecked();

    await user.click(panel.getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('The addon is being enabled')).toBeInTheDocument();
    expect(sandbox.sent('POST /api/v1/addons/fluxcd/enable').at(-1)).toEqual({
      version: '2.2.0',
      args: { onlyHelmComponents: false },
      registryName: 'KubeVela',
      clusters: ['prod-cluster', 'local'],
    });
    const enabling = await drawer('fluxcd (enabling)');
    expect(await enabling.findByRole('button', { name: 'Disable' })).toBeEnabled();
    // Status is read again every 4 s while enabling; fluxcd's four resources take four steps.
    await moveClock(4);
    act(() => vi.advanceTimersByTime(STATUS_POLL_MS));
    await drawer('fluxcd (enabled)');
    expect(await screen.findByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
  });

  it('offers Upgrade and Disable when enabled, and blocks Disable while disabling', async () => {
    const enabled = renderDrawer('fluxcd');
    const panel = await drawer('fluxcd (enabled)');
    expect(await panel.findByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Disable' })).toBeEnabled();
    expect(panel.queryByRole('button', { name: 'Enable' })).not.toBeInTheDocument();
    await allAnswersShown();
    enabled.unmount();

    await disableFluxcd();
    renderDrawer('fluxcd');
    const disabling = await drawer('fluxcd (disabling)');
    expect(await disabling.findByRole('button', { name: 'Disable' })).toBeDisabled();
    expect(disabling.queryByRole('button', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('disables only after the spec confirmation', async () => {
    const { user } = renderDrawer('fluxcd');
    const panel = await drawer('fluxcd (enabled)');
    await user.click(await panel.findByRole('button', { name: 'Disable' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(
      within(confirm).getByText(
        'Please make sure this addon is not used anywhere and related applications recycled.',
      ),
    ).toBeInTheDocument();
    expect(sandbox.asked()).not.toContain('POST /api/v1/addons/fluxcd/disable');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await drawer('fluxcd (disabling)');
    expect(sandbox.asked()).toContain('POST /api/v1/addons/fluxcd/disable');
  });

  it("offers the addon application's endpoint", async () => {
    // The demo enabled velaux with a LoadBalancer in front of its UI (port 8000).
    const { user } = renderDrawer('velaux');
    const panel = await drawer('velaux (enabled)');
    expect(await panel.findByText('Addon status is running')).toBeInTheDocument();
    await user.click(await panel.findByRole('button', { name: 'Endpoints' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['port-8000: http://47.112.219.169:8000']);
    expect(items[0]).toHaveAttribute('href', 'http://47.112.219.169:8000/');
  });

  it('lists only the endpoints reachable from outside, without ports 80 and 443', async () => {
    // An addon application publishes one port in the sandbox: an inner one beside an ingress on port 80
    // is forced.
    const endpoints = [
      { endpoint: { protocol: 'HTTP', host: 'fluxcd.vela-system', port: 9292, inner: true } },
      { endpoint: { protocol: 'HTTP', host: 'flux.example', port: 80 } },
      { endpoint: { protocol: 'HTTP', host: '47.0.0.1', port: 30080 } },
    ];
    sandbox.answer('GET /api/v1/query', { body: { endpoints } });
    const { user } = renderDrawer('fluxcd');
    const panel = await drawer('fluxcd (enabled)');
    expect(await panel.findByText('Addon status is running')).toBeInTheDocument();
    await user.click(await panel.findByRole('button', { name: 'Endpoints' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['http://flux.example', 'http://47.0.0.1:30080']);
    expect(items[1]).toHaveAttribute('href', 'http://47.0.0.1:30080/');
  });

  it('renders the README as text: raw HTML stays text and a javascript: link is no link', async () => {
    // The sandbox's READMEs are its own: a hostile one is forced, over the sandbox's detail.
    const readme =
      '# Danger\n\n<script>window.pwned = 1</script>\n\n[click me](javascript:alert(1)) and [docs](https://kubevela.io)';
    const detail = await sandbox.request<object>('GET', '/api/v1/addons/fluxcd');
    sandbox.answer('GET /api/v1/addons/fluxcd', { body: { ...detail, detail: readme } });
    renderDrawer('fluxcd');
    const panel = await drawer('fluxcd (enabled)');
    expect(await panel.findByRole('heading', { name: 'Danger' })).toBeInTheDocument();
    expect(panel.getByText(/<script>window.pwned = 1<\/script>/)).toBeInTheDocument();
    expect(document.querySelector('script:not([src])')).toBeNull();
    expect(panel.getByText('click me').closest('a')).toBeNull();
    expect(panel.getByRole('link', { name: 'docs' })).toHaveAttribute('href', 'https://kubevela.io/');
  });

  it('shows the status dialog with applied resources, conditions and component health', async () => {
    const { user } = renderDrawer('fluxcd');
    const panel = await drawer('fluxcd (enabled)');
    await user.click(await panel.findByRole('button', { name: 'Status' }));
    const status = within(await screen.findByRole('dialog', { name: 'Addon Status' }));
    expect(status.getAllByRole('cell', { name: 'Deployment' }).length).toBeGreaterThan(0);
    expect(status.getByRole('cell', { name: 'Parsed' })).toBeInTheDocument();
    expect(status.getAllByText('Healthy').length).toBeGreaterThan(0);
    const reads = () =>
      sandbox.asked().filter((asked) => asked === 'GET /api/v1/addons/fluxcd/status').length;
    const before = reads();
    await user.click(status.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    await user.click(status.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Addon Status' })).not.toBeInTheDocument(),
    );
  });

  it('says so when no registry has the addon', async () => {
    renderDrawer('ghost');
    const panel = await drawer('ghost (disabled)');
    expect(await panel.findByText('There is no addon named ghost')).toBeInTheDocument();
    await allAnswersShown();
    expect(panel.queryByRole('button', { name: 'Enable' })).not.toBeInTheDocument();
  });
});
