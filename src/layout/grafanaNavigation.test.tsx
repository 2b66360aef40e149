import { screen, waitFor, within } from '@testing-library/react';
import { signIn } from '../test/fakeAuthProvider';
import { askedFor, renderWithFakeServer, type FakeAnswers } from '../test/fakeServer';
import { allAnswersShown } from '../test/latency';
import { adminUser, developerUser, type FakeUser } from '../test/users';

const config = (name: string, alias: string, endpoint?: string) => ({
  name,
  alias,
  description: '',
  template: { name: 'grafana', namespace: 'vela-system' },
  sensitive: false,
  shared: false,
  createdTime: '2025-01-02T03:04:05Z',
  properties: endpoint === undefined ? {} : { endpoint },
});

const grafanaConfigs = [
  config('demo-grafana', 'Demo Grafana', 'http://localhost:3000'),
  config('ops-grafana', '', 'https://grafana.ops.example.com/d/nodes'),
  config('evil-grafana', 'Evil Grafana', 'javascript:alert(1)'),
  config('relative-grafana', 'Relative Grafana', '/grafana'),
  config('no-endpoint', 'No Endpoint'),
];

const answers = (user: FakeUser): FakeAnswers => ({
  'GET /api/v1/auth/user_info': { body: user },
  'GET /api/v1/plugins': { body: { plugins: [] } },
  'GET /api/v1/configs': { body: { configs: grafanaConfigs } },
});

const extensionNav = () => screen.findByRole('navigation', { name: 'Extension' });

describe('the Grafana catalogue of the extension workspace', () => {
  beforeEach(signIn);

  it('links each grafana config with a web endpoint, by its alias else its name, in a new tab', async () => {
    const { fetch } = renderWithFakeServer('/addons', answers(adminUser));
    const catalog = await within(await extensionNav()).findByRole('list', { name: 'Grafana' });
    const demo = await within(catalog).findByRole('link', { name: 'Demo Grafana (opens in a new tab)' });
    expect(demo).toHaveAttribute('href', 'http://localhost:3000/');
    expect(demo).toHaveAttribute('target', '_blank');
    expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
    const ops = within(catalog).getByRole('link', { name: 'ops-grafana (opens in a new tab)' });
    expect(ops).toHaveAttribute('href', 'https://grafana.ops.example.com/d/nodes');
    expect(within(catalog).getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByText('Evil Grafana')).not.toBeInTheDocument();
    const asked = fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/configs'));
    expect(asked).toEqual([expect.stringMatching(/\/api\/v1\/configs\?template=grafana$/)]);
  });

  it('names the new tab in Chinese', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    renderWithFakeServer('/addons', answers(adminUser));
    const nav = await screen.findByRole('navigation', { name: '扩展中心' });
    const catalog = await within(nav).findByRole('list', { name: 'Grafana' });
    expect(within(catalog).getByRole('link', { name: 'Demo Grafana （在新标签页中打开）' })).toBeVisible();
  });

  it('is not read, nor shown, for a user who may not list configs', async () => {
    const { fetch } = renderWithFakeServer('/addons', answers(developerUser));
    expect(await screen.findByRole('navigation', { name: 'Workspaces' })).toBeInTheDocument();
    await allAnswersShown();
    expect(askedFor(fetch)).not.toContain('GET /api/v1/configs');
    expect(screen.queryByRole('list', { name: 'Grafana' })).not.toBeInTheDocument();
  });

  it("is not read on another workspace's pages, whose navigation does not show it", async () => {
    const { fetch } = renderWithFakeServer('/applications', answers(adminUser));
    const nav = await screen.findByRole('navigation', { name: 'Continuous Delivery' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Applications' })).toBeVisible());
    await allAnswersShown();
    expect(askedFor(fetch)).not.toContain('GET /api/v1/configs');
  });

  it('is absent when no config has a web endpoint', async () => {
    const none = { body: { configs: [grafanaConfigs[2], grafanaConfigs[4]] } };
    renderWithFakeServer('/addons', { ...answers(adminUser), 'GET /api/v1/configs': none });
    const nav = await extensionNav();
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Addons' })).toBeVisible());
    await allAnswersShown();
    expect(within(nav).queryByRole('list', { name: 'Grafana' })).not.toBeInTheDocument();
  });

  it('is no page of the command palette', async () => {
    const { user } = renderWithFakeServer('/addons', answers(adminUser));
    const catalog = await within(await extensionNav()).findByRole('list', { name: 'Grafana' });
    expect(await within(catalog).findAllByRole('link')).toHaveLength(2);
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog');
    expect(await within(palette).findByRole('option', { name: /^Addons/ })).toBeInTheDocument();
    expect(within(palette).queryByRole('option', { name: /Grafana/ })).not.toBeInTheDocument();
  });
});
