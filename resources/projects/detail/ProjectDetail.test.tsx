import { screen, waitFor, within } from '@testing-library/react';
import { signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown } from '@src/test/latency';
import { listDataProvider } from '@src/test/listDataProvider';
import { currentPath, renderConsole } from '@src/test/renderConsole';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { addMember, PASSWORD, renderProjectTab, seedUser } from '../shared/projectSandbox';

const sandbox = setUpSandbox();

const shop = '/api/v1/projects/team-shop';

/** reader: reads team-shop and its applications, but may not list its roles or members. */
async function signInAsAppReader() {
  await sandbox.request('POST', `${shop}/permissions`, {
    name: 'read-apps',
    alias: 'Read Apps',
    resources: ['project:team-shop', 'project:team-shop/application:*/*', 'project:team-shop/config:*'],
    actions: ['detail', 'list'],
  });
  await sandbox.request('POST', `${shop}/roles`, {
    name: 'app-reader',
    alias: 'App Reader',
    permissions: ['read-apps'],
  });
  await seedUser(sandbox, 'reader');
  await addMember(sandbox, 'team-shop', 'reader', ['app-reader']);
  await sandbox.signIn('reader', PASSWORD);
}

describe('a project page', () => {
  it('loads the project it names and shows it with its tabs', async () => {
    renderProjectTab(sandbox, '/projects/team-shop/summary');
    expect(await screen.findByRole('heading', { name: 'Shop Team' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute(
      'href',
      '/projects/team-shop/summary',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'General' })).toBeInTheDocument();
    expect(sandbox.asked()).toContain(`GET ${shop}`);
  });

  it('shows a loading state while the project loads', async () => {
    const release = sandbox.hold(`GET ${shop}`);
    renderProjectTab(sandbox, '/projects/team-shop/summary');
    await waitFor(() => expect(sandbox.asked()).toContain(`GET ${shop}`));
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Shop Team' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('says that an unknown project does not exist, with the way back to the projects', async () => {
    renderProjectTab(sandbox, '/projects/nope/summary');
    expect(await screen.findByRole('heading', { name: 'Project nope does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects');
    expect(screen.queryByRole('heading', { name: 'General' })).not.toBeInTheDocument();
  });

  it('says so in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    renderProjectTab(sandbox, '/projects/nope/summary');
    expect(await screen.findByRole('heading', { name: '项目 nope 不存在' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回项目' })).toBeInTheDocument();
  });

  it('shows the access-denied page for a project the server will not show the user', async () => {
    await sandbox.signIn('henry');
    renderProjectTab(sandbox, '/projects/team-shop/summary');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });

  it('shows why a project could not be loaded, and loads it again on Retry', async () => {
    const recover = sandbox.answer(`GET ${shop}`, { status: 502, body: null });
    const { user } = renderProjectTab(sandbox, '/projects/team-shop/summary');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      '502 GatewayError, please check the network or contact the administrator!',
    );
    recover();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Shop Team' })).toBeInTheDocument();
  });

  it('shows the roles and members tabs only to those who may list them, and refuses their address', async () => {
    await signInAsAppReader();
    renderProjectTab(sandbox, '/projects/team-shop/roles');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    await allAnswersShown();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Summary', 'Applications', 'Pipelines']);
  });

  it("lists the project's applications with its own filters, each opening its config page", async () => {
    const { user } = renderProjectTab(sandbox, '/projects/team-shop/applications');
    const link = await screen.findByRole('link', { name: 'Storefront' });
    expect(await screen.findByRole('combobox', { name: 'Target' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Environment' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Project' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ingest API' })).not.toBeInTheDocument();
    expect(sandbox.asked()).toContainEqual(
      expect.stringMatching(/^GET \/api\/v1\/applications\?.*project=team-shop/),
    );
    await user.click(link);
    await waitFor(() => expect(currentPath()).toBe('/applications/storefront/config'));
  });

  it("lists the project's pipelines", async () => {
    renderProjectTab(sandbox, '/projects/team-shop/pipelines');
    expect(
      await screen.findByText('Checks the image, waits for approval and announces the release.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Builds the daily order report.')).not.toBeInTheDocument();
    expect(sandbox.asked()).toContain('GET /api/v1/pipelines?projectName=team-shop');
  });

  it('sends an address below a tab that has no pages below it to the 404 page', async () => {
    renderProjectTab(sandbox, '/projects/team-shop/summary/nope');
    await waitFor(() => expect(currentPath()).toBe('/notFound'));
  });
});

// The console's layout around the project page: routing and layout, so the whole console.
describe('a project page in the console', () => {
  beforeEach(signIn);

  it('says that an unknown project does not exist in the layout, at the same address', async () => {
    renderConsole('/projects/nope/summary', { dataProvider: listDataProvider('projects', []) });
    expect(await screen.findByRole('heading', { name: 'Project nope does not exist' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Continuous Delivery' })).toBeInTheDocument();
    expect(currentPath()).toBe('/projects/nope/summary');
  });
});
