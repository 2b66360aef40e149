import { screen, waitFor, within } from '@testing-library/react';
import { signIn } from '@src/test/fakeAuthProvider';
import { askedFor, renderWithFakeServer } from '@src/test/fakeServer';
import type { FakeAnswers } from '@src/test/fakeServer';
import { managedPlugin, shellAnswers } from './testing/pluginFixtures';

const NODE_PACKAGE = 'https://kubevela.github.io/velaux/plugins/node-dashboard-v1.0.0.tgz';

const definitionDemo = managedPlugin({
  id: 'definition-demo',
  name: 'Definition Demo',
  type: 'definition',
  class: 'core',
  enabled: true,
  info: { ...managedPlugin().info, description: '' },
});

describe('the plugin list', () => {
  beforeEach(signIn);

  it('shows the installed plugins, enabled first, each with its status and config page', async () => {
    renderWithFakeServer('/manage/plugins', {
      ...shellAnswers,
      'GET /api/v1/manage/plugins': { body: { plugins: [managedPlugin(), definitionDemo] } },
    });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Definition Demo',
      'Demo App',
    ]);
    expect(within(cards[0]).getByText('Enabled')).toBeInTheDocument();
    expect(within(cards[0]).getByText('No descriptions')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Disabled')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('img', { name: 'Logo of Demo App' })).toHaveAttribute(
      'src',
      '/public/plugins/app-demo/img/logo.svg',
    );
    expect(within(cards[1]).getByRole('link', { name: 'Config of Demo App' })).toHaveAttribute(
      'href',
      '/manage/plugins/app-demo/config',
    );
  });

  it('enables a plugin with the settings it has, and the list follows', async () => {
    const answers = {
      ...shellAnswers,
      'GET /api/v1/manage/plugins': {
        body: { plugins: [managedPlugin({ jsonSetting: { greeting: 'hi' } })] },
      },
      'POST /api/v1/manage/plugins/app-demo/enable': { body: managedPlugin({ enabled: true }) },
    };
    const { user, fetch } = renderWithFakeServer('/manage/plugins', answers);
    await user.click(await screen.findByRole('button', { name: 'Enable Demo App' }));
    answers['GET /api/v1/manage/plugins'] = { body: { plugins: [managedPlugin({ enabled: true })] } };
    expect(await screen.findByText('Plugin enabled')).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([input]) => String(input).endsWith('/app-demo/enable')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ jsonData: { greeting: 'hi' }, secureJsonData: {} });
    expect(await screen.findByRole('button', { name: 'Disable Demo App' })).toBeInTheDocument();
  });

  it('offers the plugins of the addons that are not installed, and installs one', async () => {
    const answers: FakeAnswers = {
      ...shellAnswers,
      'GET /api/v1/manage/plugins': { body: { plugins: [managedPlugin()] } },
      'GET /api/v1/addons': {
        body: {
          addons: [
            {
              name: 'velaux',
              uxPlugins: { 'node-dashboard': NODE_PACKAGE, 'app-demo': 'https://example.com/demo.tgz' },
            },
            { name: 'fluxcd' },
          ],
        },
      },
      'POST /api/v1/manage/plugins/node-dashboard/install': {
        body: managedPlugin({ id: 'node-dashboard', name: 'Node Dashboard', enabled: true }),
      },
    };
    const { user, fetch } = renderWithFakeServer('/manage/plugins', answers);
    const offered = await screen.findByRole('article', { name: 'node-dashboard' });
    expect(within(offered).getByText('Offered by the velaux addon')).toBeInTheDocument();
    expect(within(offered).getByText('Not installed')).toBeInTheDocument();
    expect(within(offered).getByRole('link', { name: NODE_PACKAGE })).toHaveAttribute('href', NODE_PACKAGE);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    answers['GET /api/v1/manage/plugins'] = {
      body: {
        plugins: [
          managedPlugin(),
          managedPlugin({ id: 'node-dashboard', name: 'Node Dashboard', enabled: true }),
        ],
      },
    };
    await user.click(await within(offered).findByRole('button', { name: 'Install node-dashboard' }));
    expect(await screen.findByText('Install Success. Enabled automatically.')).toBeInTheDocument();
    const [, init] =
      fetch.mock.calls.find(([input]) => String(input).endsWith('/node-dashboard/install')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ url: NODE_PACKAGE });
    expect(await screen.findByRole('article', { name: 'Node Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'node-dashboard' })).not.toBeInTheDocument();
  });

  it('asks before disabling a plugin', async () => {
    const { user, fetch } = renderWithFakeServer('/manage/plugins', {
      ...shellAnswers,
      'GET /api/v1/manage/plugins': { body: { plugins: [managedPlugin({ enabled: true })] } },
      'POST /api/v1/manage/plugins/app-demo/disable': { body: managedPlugin() },
    });
    await user.click(await screen.findByRole('button', { name: 'Disable Demo App' }));
    const question = await screen.findByRole('dialog', { name: 'Disable the plugin Demo App?' });
    expect(askedFor(fetch)).not.toContain('POST /api/v1/manage/plugins/app-demo/disable');
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Plugin disabled')).toBeInTheDocument();
    expect(askedFor(fetch)).toContain('POST /api/v1/manage/plugins/app-demo/disable');
  });

  it('says so when no plugin is installed', async () => {
    renderWithFakeServer('/manage/plugins', {
      ...shellAnswers,
      'GET /api/v1/manage/plugins': { body: { plugins: null } },
    });
    expect(await screen.findByText('There are no plugins')).toBeInTheDocument();
  });

  it('states a failed list with the server reason and tries again', async () => {
    const answers: FakeAnswers = {
      ...shellAnswers,
      'GET /api/v1/manage/plugins': { status: 500, body: { BusinessCode: 500, Message: 'store down' } },
    };
    const { user } = renderWithFakeServer('/manage/plugins', answers);
    expect(await screen.findByText('Unknown Plugins')).toBeInTheDocument();
    expect(screen.getByText('store down(500)')).toBeInTheDocument();
    answers['GET /api/v1/manage/plugins'] = { status: 200, body: { plugins: [managedPlugin()] } };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Demo App' })).toBeInTheDocument());
  });
});
