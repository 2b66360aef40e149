import { screen, waitFor, within } from '@testing-library/react';
import { businessError } from '@dataProvider/apiError';
import { signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown, delayed } from '@src/test/latency';
import { renderAppPage } from '@src/test/renderAppPage';
import { currentPath } from '@src/test/renderConsole';
import type { FakeUser } from '@src/test/users';
import { appDeveloper, appDetailProvider } from '../shared/appDetailFakes';
import { demoViewer } from '@src/test/users';

const render = (path: string, user: FakeUser = appDeveloper, dataProvider = appDetailProvider()) => ({
  ...renderAppPage(path, dataProvider, user),
  dataProvider,
});

const heading = () => screen.findByRole('heading', { level: 1 });

beforeEach(signIn);

describe('the application frame', () => {
  it('shows breadcrumb, header and statistics with their links, without the platform labels', async () => {
    render('/applications/hello-world/config');
    expect(await heading()).toHaveTextContent('hello-world(Hello World)');
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Demo' })).toHaveAttribute('href', '/projects/demo/summary');
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
    expect(await statistics.findByRole('link', { name: 'Revisions 7' })).toHaveAttribute(
      'href',
      '/applications/hello-world/revisions',
    );
    expect(statistics.getByRole('link', { name: 'Workflows 5' })).toHaveAttribute(
      'href',
      '/applications/hello-world/workflows',
    );
    expect(statistics.getByText('3')).toBeInTheDocument();
  });

  it('says when the statistics could not be loaded, with a Retry', async () => {
    const dataProvider = appDetailProvider();
    dataProvider.applicationStatistics.mockImplementationOnce(
      delayed(() => {
        throw businessError(500, { BusinessCode: 500, Message: 'statistics are down' });
      }),
    );
    const { user } = render('/applications/hello-world/config', appDeveloper, dataProvider);
    const statistics = within(await screen.findByRole('region', { name: 'Statistics' }));
    expect(await statistics.findByText(/statistics are down/)).toBeInTheDocument();
    await user.click(statistics.getByRole('button', { name: 'Retry' }));
    expect(await statistics.findByRole('link', { name: 'Revisions 7' })).toBeInTheDocument();
  });

  it('says an unknown application does not exist', async () => {
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
    const { user, dataProvider } = render('/applications/hello-world/config');
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Bind environment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bind Environment' }));
    await user.click(dialog.getByRole('button', { name: 'Bind' }));
    expect(await dialog.findByText('Please select an env')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('combobox', { name: /Environment/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['edge']);
    await user.click(options[0]);
    await user.click(dialog.getByRole('button', { name: 'Bind' }));
    expect(await screen.findByText('Environment bound successfully')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith(
      'appEnvBindings',
      expect.objectContaining({
        data: { name: 'edge' },
        meta: expect.objectContaining({ app: 'hello-world' }),
      }),
    );
  });

  it('asks for an environment in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = render('/applications/hello-world/config#bind');
    const dialog = within(await screen.findByRole('dialog', { name: '绑定环境' }));
    await user.click(dialog.getByRole('button', { name: '绑定' }));
    expect(await dialog.findByText('请选择环境')).toBeInTheDocument();
  });

  it('edits the application from its header', async () => {
    const { user, dataProvider } = render('/applications/hello-world/config');
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Edit hello-world' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Edit Application' }));
    const alias = await drawer.findByRole('textbox', { name: 'Alias' });
    await waitFor(() => expect(alias).toHaveValue('Hello World'));
    await user.clear(alias);
    await user.type(alias, 'Hello');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Application updated successfully')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledWith(
      'applications',
      expect.objectContaining({ id: 'hello-world', data: expect.objectContaining({ alias: 'Hello' }) }),
    );
  });

  it('shows a Project Viewer no Deploy, Edit or bind button', async () => {
    render('/applications/hello-world/config', demoViewer);
    await heading();
    await allAnswersShown();
    expect(screen.queryByRole('button', { name: 'Deploy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit hello-world' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bind environment' })).not.toBeInTheDocument();
  });

  it('disables Deploy and binding of a read-only application', async () => {
    render('/applications/addon-fluxcd/config');
    expect(await heading()).toHaveTextContent('addon-fluxcd');
    expect(screen.getByText('ReadOnly')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit addon-fluxcd' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deploy' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Bind environment' })).toBeDisabled();
  });
});
