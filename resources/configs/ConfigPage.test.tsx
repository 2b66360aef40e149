import { screen, waitFor, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { Route, Routes } from 'react-router-dom';
import type { Config } from './config';
import { seedConfigs, signInAsConfigReader } from './configSandbox';
import { ConfigHome } from './ConfigHome';
import { ConfigPage } from './ConfigPage';

const sandbox = setUpSandbox({ demo: false });

/** The configs pages at their routes (/configs leads to a template's page), without the layout. */
const renderConfigs = (path: string) =>
  renderWithSandbox(
    sandbox,
    <Routes>
      <Route path="/configs" element={<ConfigHome />} />
      <Route path="/configs/:templateName/config" element={<ConfigPage />} />
    </Routes>,
    { path, resource: 'configs' },
  );

const pathname = () => window.location.pathname;

const rowOf = async (name: string) => {
  const cell = await screen.findByText(name, { selector: 'td *' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

const templateMenu = () => screen.findByRole('navigation', { name: 'Config templates' });

/** The platform configs of a template, as the sandbox lists them. */
const listed = async (template: string) =>
  (await sandbox.request<{ configs: Config[] }>('GET', `/api/v1/configs?template=${template}`)).configs;

beforeEach(() => seedConfigs(sandbox));

describe('the configs pages', () => {
  it('lead from /configs to the first template, with every template in the menu', async () => {
    const { templates } = await sandbox.request<{ templates: unknown[] }>('GET', '/api/v1/config_templates');
    renderConfigs('/configs');
    const menu = within(await templateMenu());
    expect(pathname()).toBe('/configs/dex-connector/config');
    expect(menu.getByRole('link', { name: 'Dex Connector' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Helm Repository' })).toHaveAttribute(
      'href',
      '/configs/helm-repository/config',
    );
    expect(menu.getAllByRole('link')).toHaveLength(templates.length);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dex Connector' })).toBeInTheDocument();
    expect(await rowOf('sso')).toBeInTheDocument();
  });

  it('offer New Config where a template has no configs yet', async () => {
    renderConfigs('/configs/grafana/config');
    expect(await screen.findByText('There are no configs')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New Config' })).toHaveLength(2);
  });

  it('list the configs of a template: editable ones by a link, sensitive ones as text, shared ones kept', async () => {
    // The platform's own list never marks a config shared; a project's lists do.
    const configs = await listed('helm-repository');
    sandbox.answer('GET /api/v1/configs', {
      body: { configs: configs.map((each) => ({ ...each, shared: each.name === 'mirror' })) },
    });
    renderConfigs('/configs/helm-repository/config');
    const charts = await rowOf('charts');
    expect(screen.getByText('Config information to authenticate helm chart repository')).toBeInTheDocument();
    expect(await within(charts).findByRole('link', { name: 'charts' })).toHaveAttribute(
      'href',
      '/configs/helm-repository/config#edit/charts',
    );
    expect(await within(charts).findByRole('button', { name: 'Delete charts' })).toBeInTheDocument();

    const mirror = await rowOf('mirror');
    expect(within(mirror).getByText('Shared')).toBeInTheDocument();
    expect(within(mirror).queryByRole('link')).not.toBeInTheDocument();
    expect(within(mirror).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('show a sensitive config without a way to open it', async () => {
    renderConfigs('/configs/terraform-alibaba/config');
    const alibaba = await rowOf('alibaba');
    expect(within(alibaba).getByText('Sensitive')).toBeInTheDocument();
    await allAnswersShown();
    expect(within(alibaba).queryByRole('link')).not.toBeInTheDocument();
    expect(within(alibaba).getByRole('button', { name: 'Delete alibaba' })).toBeInTheDocument();
  });

  it('show a reader the configs with no New Config, no Delete and no links', async () => {
    await signInAsConfigReader(sandbox);
    renderConfigs('/configs/helm-repository/config');
    const charts = await rowOf('charts');
    await allAnswersShown();
    expect(within(charts).queryByRole('link')).not.toBeInTheDocument();
    expect(within(charts).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Config' })).not.toBeInTheDocument();
  });

  it('show the properties with secrets hidden, also when sent in clear, and Reveal one on asking', async () => {
    // The sandbox hides every secret; the real server sends a token under auth in clear.
    const [hubConfig] = await listed('image-registry');
    const legacyHub = {
      ...hubConfig,
      name: 'legacy-hub',
      properties: { registry: 'legacy.example.com', auth: { username: 'bot', token: 'clear-token' } },
    };
    sandbox.answer('GET /api/v1/configs', { body: { configs: [hubConfig, legacyHub] } });
    const { user } = renderConfigs('/configs/image-registry/config');
    await rowOf('hub');
    await allAnswersShown();
    const hub = within(await rowOf('hub'));
    expect(hub.getByText('hub.example.com')).toBeInTheDocument();
    expect(hub.getByText('auth.username:')).toBeInTheDocument();
    expect(hub.getByRole('img', { name: 'Hidden value' })).toBeInTheDocument();
    expect(hub.queryByText('******')).not.toBeInTheDocument();
    const legacy = within(await rowOf('legacy-hub'));
    expect(legacy.getByRole('img', { name: 'Hidden value' })).toBeInTheDocument();
    expect(legacy.queryByText('clear-token')).not.toBeInTheDocument();

    await user.click(await hub.findByRole('button', { name: 'Reveal auth.password' }));
    expect(await hub.findByText('hunter2')).toBeInTheDocument();
    expect(sandbox.asked()).toContain('GET /api/v1/configs/hub?reveal=true');
    expect(legacy.queryByText('clear-token')).not.toBeInTheDocument();
  });

  it('show a reader the secrets hidden with no Reveal', async () => {
    await signInAsConfigReader(sandbox);
    renderConfigs('/configs/image-registry/config');
    const hub = within(await rowOf('hub'));
    expect(hub.getByRole('img', { name: 'Hidden value' })).toBeInTheDocument();
    await allAnswersShown();
    expect(screen.queryByRole('button', { name: /^Reveal/ })).not.toBeInTheDocument();
    expect(sandbox.asked().filter((request) => request.includes('reveal'))).toEqual([]);
  });

  it('say which template an unknown address names, and lead back', async () => {
    renderConfigs('/configs/nope/config');
    expect(await screen.findByRole('heading', { name: /Config template nope/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Global Configs' })).toHaveAttribute('href', '/configs');
  });

  it('open the new config drawer of the template an older config- address meant', async () => {
    renderConfigs('/configs/config-image-registry/config');
    expect(await screen.findByRole('dialog', { name: 'New Image Registry Config' })).toBeInTheDocument();
    expect(pathname()).toBe('/configs/image-registry/config');
    expect(window.location.hash).toBe('#create');
  });

  it('show why the templates could not be loaded, with a Retry', async () => {
    const recover = sandbox.answer('GET /api/v1/config_templates', {
      status: 500,
      body: { BusinessCode: 10000, Message: 'cluster is down' },
    });
    const { user } = renderConfigs('/configs');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The config templates could not be loaded');
    expect(alert).toHaveTextContent('cluster is down(10000)');
    expect(screen.getByRole('heading', { level: 1, name: 'Global Configs' })).toBeInTheDocument();

    recover();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(pathname()).toBe('/configs/dex-connector/config'));
  });
});
