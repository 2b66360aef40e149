import { act, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown } from '@src/test/latency';
import { renderKit } from '@src/test/renderKit';
import { addonProvider, detailOf, statusOf } from '../addonFakes';
import { STATUS_POLL_MS } from '../addonRules';
import { AddonDetailDrawer } from './AddonDetailDrawer';

/** The drawer as /addons/{name} opens it over the list; the list and its routes are AddonList's tests. */
const renderDrawer = (name: string, { dataProvider }: { dataProvider: ReturnType<typeof addonProvider> }) =>
  renderKit(
    <AddonDetailDrawer name={name} onClose={() => undefined} addonPath={(addon) => `/addons/${addon}`} />,
    { path: `/addons/${name}`, resource: 'addons', dataProvider },
  );

const drawer = async (title: string) => within(await screen.findByRole('dialog', { name: title }));

beforeEach(signIn);
afterEach(() => vi.useRealTimers());

describe('the addon drawer', () => {
  it('enables a runtime-cluster addon with the chosen version and clusters, then follows its status', async () => {
    // The status poll's clock is the test's to move; the fakes' answers keep their real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const dataProvider = addonProvider({
      statuses: [
        statusOf('disabled'),
        statusOf('enabling', { appStatus: { status: 'runningWorkflow' } }),
        statusOf('enabled'),
      ],
    });
    const { user } = renderDrawer('fluxcd', { dataProvider });
    const panel = await drawer('fluxcd (disabled)');
    expect(
      await panel.findByText('This version requirements: KubeVela: >=v1.5.0, Kubernetes: >=1.20'),
    ).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Upgrade' })).not.toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();

    await user.click(panel.getByRole('checkbox', { name: 'Production' }));
    await user.click(panel.getByRole('checkbox', { name: 'local' }));
    expect(panel.getByRole('status')).toHaveTextContent('The local cluster ie required');
    expect(panel.getByRole('checkbox', { name: 'local' })).toBeChecked();

    await user.click(panel.getByRole('combobox', { name: 'Version' }));
    await user.click(await screen.findByRole('option', { name: '2.2.0' }));
    await waitFor(() =>
      expect(dataProvider.addonDetail).toHaveBeenLastCalledWith('fluxcd', '2.2.0', expect.anything()),
    );

    await user.click(panel.getByRole('button', { name: 'Enable' }));
    await waitFor(() =>
      expect(dataProvider.enableAddon).toHaveBeenCalledWith('fluxcd', {
        version: '2.2.0',
        args: {},
        registryName: 'KubeVela',
        clusters: ['prod', 'local'],
      }),
    );
    expect(await screen.findByText('The addon is being enabled')).toBeInTheDocument();
    const enabling = await drawer('fluxcd (enabling)');
    expect(await enabling.findByRole('button', { name: 'Disable' })).toBeEnabled();
    // Status is read again every 4 s while enabling.
    act(() => vi.advanceTimersByTime(STATUS_POLL_MS));
    await drawer('fluxcd (enabled)');
    expect(await screen.findByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
  });

  it('offers Upgrade and Disable when enabled, and blocks Disable while disabling', async () => {
    const enabled = renderDrawer('fluxcd', {
      dataProvider: addonProvider({ statuses: [statusOf('enabled')] }),
    });
    const panel = await drawer('fluxcd (enabled)');
    expect(await panel.findByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Disable' })).toBeEnabled();
    expect(panel.queryByRole('button', { name: 'Enable' })).not.toBeInTheDocument();
    enabled.unmount();

    renderDrawer('fluxcd', { dataProvider: addonProvider({ statuses: [statusOf('disabling')] }) });
    const disabling = await drawer('fluxcd (disabling)');
    expect(await disabling.findByRole('button', { name: 'Disable' })).toBeDisabled();
    expect(disabling.queryByRole('button', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('disables only after the spec confirmation', async () => {
    const dataProvider = addonProvider({ statuses: [statusOf('enabled'), statusOf('disabling')] });
    const { user } = renderDrawer('fluxcd', { dataProvider });
    const panel = await drawer('fluxcd (enabled)');
    await user.click(await panel.findByRole('button', { name: 'Disable' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(
      within(confirm).getByText(
        'Please make sure this addon is not used anywhere and related applications recycled.',
      ),
    ).toBeInTheDocument();
    expect(dataProvider.disableAddon).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dataProvider.disableAddon).toHaveBeenCalledWith('fluxcd'));
    await drawer('fluxcd (disabling)');
  });

  it('lists only the endpoints reachable from outside, without ports 80 and 443', async () => {
    const dataProvider = addonProvider({
      statuses: [statusOf('enabled')],
      endpoints: [
        { endpoint: { protocol: 'HTTP', host: 'fluxcd.vela-system', port: 9292, inner: true } },
        { endpoint: { protocol: 'HTTP', host: 'flux.example', port: 80 } },
        { endpoint: { protocol: 'HTTP', host: '47.0.0.1', port: 30080 } },
      ],
    });
    const { user } = renderDrawer('fluxcd', { dataProvider });
    const panel = await drawer('fluxcd (enabled)');
    expect(await panel.findByText('Addon status is running')).toBeInTheDocument();
    await user.click(await panel.findByRole('button', { name: 'Endpoints' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['http://flux.example', 'http://47.0.0.1:30080']);
    expect(items[1]).toHaveAttribute('href', 'http://47.0.0.1:30080/');
  });

  it('renders the README as text: raw HTML stays text and a javascript: link is no link', async () => {
    const readme =
      '# Danger\n\n<script>window.pwned = 1</script>\n\n[click me](javascript:alert(1)) and [docs](https://kubevela.io)';
    const dataProvider = addonProvider({ detail: detailOf('fluxcd', { detail: readme }) });
    renderDrawer('fluxcd', { dataProvider });
    const panel = await drawer('fluxcd (disabled)');
    expect(await panel.findByRole('heading', { name: 'Danger' })).toBeInTheDocument();
    expect(panel.getByText(/<script>window.pwned = 1<\/script>/)).toBeInTheDocument();
    expect(document.querySelector('script:not([src])')).toBeNull();
    expect(panel.getByText('click me').closest('a')).toBeNull();
    expect(panel.getByRole('link', { name: 'docs' })).toHaveAttribute('href', 'https://kubevela.io/');
    await allAnswersShown();
  });

  it('shows the status dialog with applied resources, conditions and component health', async () => {
    const dataProvider = addonProvider({
      statuses: [
        statusOf('enabled', {
          appStatus: {
            status: 'running',
            appliedResources: [
              { cluster: 'local', kind: 'Deployment', namespace: 'vela-system', name: 'fluxcd' },
            ],
            conditions: [{ type: 'Parsed', status: 'True', reason: 'Available', lastTransitionTime: '' }],
            services: [{ name: 'fluxcd', cluster: 'local', healthy: true }],
          },
        }),
      ],
    });
    const { user } = renderDrawer('fluxcd', { dataProvider });
    const panel = await drawer('fluxcd (enabled)');
    await user.click(await panel.findByRole('button', { name: 'Status' }));
    const status = within(await screen.findByRole('dialog', { name: 'Addon Status' }));
    expect(status.getByRole('cell', { name: 'Deployment' })).toBeInTheDocument();
    expect(status.getByRole('cell', { name: 'Parsed' })).toBeInTheDocument();
    expect(status.getByText('Healthy')).toBeInTheDocument();
    const reads = dataProvider.addonStatus.mock.calls.length;
    await user.click(status.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(dataProvider.addonStatus.mock.calls.length).toBeGreaterThan(reads));
    await user.click(status.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Addon Status' })).not.toBeInTheDocument(),
    );
  });

  it('says so when no registry has the addon', async () => {
    renderDrawer('ghost', { dataProvider: addonProvider({ missing: true }) });
    const panel = await drawer('ghost (disabled)');
    expect(await panel.findByText('There is no addon named ghost')).toBeInTheDocument();
    await allAnswersShown();
    expect(panel.queryByRole('button', { name: 'Enable' })).not.toBeInTheDocument();
  });
});
