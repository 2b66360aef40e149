import { businessError } from '@dataProvider/apiError';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import type { FakeAuthProvider } from '@src/test/fakeAuthProvider';
import { allAnswersShown, delayed } from '@src/test/latency';
import { currentPath } from '@src/test/renderConsole';
import { renderKit } from '@src/test/renderKit';
import type { DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { charts, configProvider, configReader } from './configFakes';
import { ConfigHome } from './ConfigHome';
import { ConfigPage } from './ConfigPage';

interface Providers {
  dataProvider: DataProvider;
  authProvider?: FakeAuthProvider;
}

/** The configs pages at their routes (/configs leads to a template's page), without the layout. */
const renderConfigs = (path: string, providers: Providers) =>
  renderKit(
    <Routes>
      <Route path="/configs" element={<ConfigHome />} />
      <Route path="/configs/:templateName/config" element={<ConfigPage />} />
    </Routes>,
    { path, resource: 'configs', ...providers },
  );

const rowOf = async (name: string) => {
  const cell = await screen.findByText(name, { selector: 'td *' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

const templateMenu = () => screen.findByRole('navigation', { name: 'Config templates' });

beforeEach(signIn);

describe('the configs pages', () => {
  it('lead from /configs to the first template, with every template in the menu', async () => {
    renderConfigs('/configs', { dataProvider: configProvider() });
    const menu = within(await templateMenu());
    expect(currentPath()).toBe('/configs/dex-connector/config');
    expect(menu.getByRole('link', { name: 'Dex Connector' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Helm Repository' })).toHaveAttribute(
      'href',
      '/configs/helm-repository/config',
    );
    expect(menu.getAllByRole('link')).toHaveLength(4);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dex Connector' })).toBeInTheDocument();
    expect(await rowOf('sso')).toBeInTheDocument();
  });

  it('offer New Config where a template has no configs yet', async () => {
    renderConfigs('/configs/image-registry/config', { dataProvider: configProvider([charts]) });
    expect(await screen.findByText('There are no configs')).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'New Config' })).toHaveLength(2);
  });

  it('list the configs of a template: editable ones by a link, sensitive ones as text, shared ones kept', async () => {
    renderConfigs('/configs/helm-repository/config', { dataProvider: configProvider() });
    const charts = await rowOf('charts');
    expect(screen.getByText('The Helm Repository template')).toBeInTheDocument();
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
    renderConfigs('/configs/terraform-alibaba/config', { dataProvider: configProvider() });
    const alibaba = await rowOf('alibaba');
    expect(within(alibaba).getByText('Sensitive')).toBeInTheDocument();
    await allAnswersShown();
    expect(within(alibaba).queryByRole('link')).not.toBeInTheDocument();
    expect(within(alibaba).getByRole('button', { name: 'Delete alibaba' })).toBeInTheDocument();
  });

  it('delete a config after the confirmation, and say so', async () => {
    const dataProvider = configProvider();
    const { user } = renderConfigs('/configs/helm-repository/config', { dataProvider });
    await user.click(await within(await rowOf('charts')).findByRole('button', { name: 'Delete charts' }));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getByText('Unrecoverable after deletion, are you sure to delete it?')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Config deleted successfully')).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith('configs', expect.objectContaining({ id: 'charts' }));
  });

  it('show a reader the configs with no New Config, no Delete and no links', async () => {
    renderConfigs('/configs/helm-repository/config', {
      dataProvider: configProvider(),
      authProvider: fakeAuthProvider({ user: configReader }),
    });
    const charts = await rowOf('charts');
    await allAnswersShown();
    expect(within(charts).queryByRole('link')).not.toBeInTheDocument();
    expect(within(charts).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Config' })).not.toBeInTheDocument();
  });

  it('show the properties with secrets hidden, also when sent in clear, and Reveal one on asking', async () => {
    const dataProvider = configProvider();
    const { user } = renderConfigs('/configs/image-registry/config', { dataProvider });
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
    expect(dataProvider.revealConfig).toHaveBeenCalledWith({ name: 'hub', project: undefined });
    expect(legacy.queryByText('clear-token')).not.toBeInTheDocument();
  });

  it('show a reader the secrets hidden with no Reveal', async () => {
    const dataProvider = configProvider();
    renderConfigs('/configs/image-registry/config', {
      dataProvider,
      authProvider: fakeAuthProvider({ user: configReader }),
    });
    const hub = within(await rowOf('hub'));
    expect(hub.getByRole('img', { name: 'Hidden value' })).toBeInTheDocument();
    await allAnswersShown();
    expect(screen.queryByRole('button', { name: /^Reveal/ })).not.toBeInTheDocument();
    expect(dataProvider.revealConfig).not.toHaveBeenCalled();
  });

  it('say which template an unknown address names, and lead back', async () => {
    renderConfigs('/configs/nope/config', { dataProvider: configProvider() });
    expect(await screen.findByRole('heading', { name: /Config template nope/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Global Configs' })).toHaveAttribute('href', '/configs');
  });

  it('open the new config drawer of the template an older config- address meant', async () => {
    renderConfigs('/configs/config-image-registry/config', { dataProvider: configProvider() });
    expect(await screen.findByRole('dialog', { name: 'New Image Registry Config' })).toBeInTheDocument();
    expect(currentPath()).toBe('/configs/image-registry/config');
    expect(window.location.hash).toBe('#create');
  });

  it('show why the templates could not be loaded, with a Retry', async () => {
    const dataProvider = configProvider();
    dataProvider.getList.mockImplementation(
      delayed((): never => {
        throw businessError(500, { BusinessCode: 10000, Message: 'cluster is down' });
      }),
    );
    const { user } = renderConfigs('/configs', { dataProvider });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The config templates could not be loaded');
    expect(alert).toHaveTextContent('cluster is down(10000)');
    expect(screen.getByRole('heading', { level: 1, name: 'Global Configs' })).toBeInTheDocument();

    dataProvider.getList.mockImplementation(configProvider().getList);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(currentPath()).toBe('/configs/dex-connector/config'));
  });
});
