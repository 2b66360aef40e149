import { screen, waitFor, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { APP_URL, currentPath, letAliceIntoSystem, renderAppPage, seedHelloWorld } from './appDetailSandbox';

const sandbox = setUpSandbox({ user: 'alice' });

const render = (path: string) => renderAppPage(sandbox, path);

const heading = () => screen.findByRole('heading', { level: 1 });

const asked = (request: string) => sandbox.asked().filter((each) => each.startsWith(request));

beforeEach(() => seedHelloWorld(sandbox));

describe('the application frame', () => {
  it('shows breadcrumb, header and statistics with their links, without the platform labels', async () => {
    render('/applications/hello-world/config');
    expect(await heading()).toHaveTextContent('hello-world(Hello World)');
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Default' })).toHaveAttribute(
      'href',
      '/projects/default/summary',
    );
    expect(breadcrumb.getByRole('link', { name: 'Hello World' })).toHaveAttribute(
      'href',
      '/applications/hello-world/config',
    );
    expect(breadcrumb.getByText('Baseline Config')).toBeInTheDocument();
    expect(screen.getByText('Says hello')).toBeInTheDocument();
    expect(screen.getByText('team=shop')).toBeInTheDocument();
    expect(screen.queryByText(/ux\.oam\.dev/)).not.toBeInTheDocument();
    expect(screen.queryByText(/source-of-truth/)).not.toBeInTheDocument();
    const statistics = within(screen.getByRole('region', { name: 'Statistics' }));
    expect(await statistics.findByRole('link', { name: 'Revisions 1' })).toHaveAttribute(
      'href',
      '/applications/hello-world/revisions',
    );
    expect(statistics.getByRole('link', { name: 'Workflows 5' })).toHaveAttribute(
      'href',
      '/applications/hello-world/workflows',
    );
    // Environments, targets, revisions, workflows.
    expect(statistics.getAllByRole('definition').map((count) => count.textContent)).toEqual([
      '3',
      '3',
      '1',
      '5',
    ]);
  });

  it('says when the statistics could not be loaded, with a Retry', async () => {
    const served = sandbox.answer(`GET ${APP_URL}/statistics`, {
      status: 500,
      body: { BusinessCode: 500, Message: 'statistics are down' },
    });
    const { user } = render('/applications/hello-world/config');
    const statistics = within(await screen.findByRole('region', { name: 'Statistics' }));
    expect(await statistics.findByText(/statistics are down/)).toBeInTheDocument();
    served();
    await user.click(statistics.getByRole('button', { name: 'Retry' }));
    expect(await statistics.findByRole('link', { name: 'Revisions 1' })).toBeInTheDocument();
  });

  it('says an unknown application does not exist', async () => {
    // The server refuses alice an application of no project of hers; the administrator learns it is missing.
    await sandbox.signIn('admin');
    render('/applications/nope/config');
    expect(await screen.findByText('Application nope does not exist')).toBeInTheDocument();
  });

  it('has a tab per bound environment leading to its status page', async () => {
    const { user } = render('/applications/hello-world/config');
    const tabs = within(await screen.findByRole('tablist', { name: 'Environments of the application' }));
    await user.click(await tabs.findByRole('tab', { name: 'Production' }));
    expect(await screen.findByText('The current environment has not been deployed.')).toBeInTheDocument();
    expect(currentPath()).toBe('/applications/hello-world/envbinding/prod/status');
    expect(tabs.getByRole('tab', { name: 'Production' })).toHaveAttribute('aria-selected', 'true');
  });

  it('binds only an unbound environment and says which is missing first', async () => {
    const { user } = render('/applications/hello-world/config');
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Bind environment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bind Environment' }));
    await user.click(dialog.getByRole('button', { name: 'Bind' }));
    expect(await dialog.findByText('Please select an env')).toBeInTheDocument();
    expect(asked(`POST ${APP_URL}/envs`)).toEqual([]);
    await user.click(dialog.getByRole('combobox', { name: /Environment/ }));
    const options = await screen.findAllByRole('option');
    // edge and `default` are the project's unbound environments.
    expect(options.map((option) => option.textContent)).toEqual(['edge', 'default(Default)']);
    await user.click(options[0]);
    await user.click(dialog.getByRole('button', { name: 'Bind' }));
    expect(await screen.findByText('Environment bound successfully')).toBeInTheDocument();
    const bound = await sandbox.request<{ envBindings: { name: string }[] }>('GET', `${APP_URL}/envs`);
    expect(bound.envBindings.map((binding) => binding.name)).toEqual(['dev', 'prod', 'qa', 'edge']);
  });

  it('asks for an environment in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = render('/applications/hello-world/config#bind');
    const dialog = within(await screen.findByRole('dialog', { name: '绑定环境' }));
    await user.click(dialog.getByRole('button', { name: '绑定' }));
    expect(await dialog.findByText('请选择环境')).toBeInTheDocument();
  });

  it('edits the application from its header', async () => {
    const { user } = render('/applications/hello-world/config');
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Edit hello-world' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Edit Application' }));
    const alias = await drawer.findByRole('textbox', { name: 'Alias' });
    await waitFor(() => expect(alias).toHaveValue('Hello World'));
    await user.clear(alias);
    await user.type(alias, 'Hello');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Application updated successfully')).toBeInTheDocument();
    expect(asked(`PUT ${APP_URL}`)).toEqual([`PUT ${APP_URL}`]);
    expect(await sandbox.request('GET', APP_URL)).toMatchObject({ alias: 'Hello' });
  });

  it('shows a Project Viewer no Deploy, Edit or bind button', async () => {
    await sandbox.signIn('bob');
    render('/applications/hello-world/config');
    await heading();
    await allAnswersShown();
    expect(screen.queryByRole('button', { name: 'Deploy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit hello-world' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bind environment' })).not.toBeInTheDocument();
  });

  it('disables Deploy and binding of a read-only application', async () => {
    await letAliceIntoSystem(sandbox);
    render('/applications/addon-fluxcd/config');
    expect(await heading()).toHaveTextContent('addon-fluxcd');
    expect(screen.getByText('ReadOnly')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit addon-fluxcd' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deploy' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Bind environment' })).toBeDisabled();
  });
});
