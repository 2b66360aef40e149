import { screen, waitFor, within } from '@testing-library/react';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown, delayed, FIRST_RENDER } from '@src/test/latency';
import { listDataProvider } from '@src/test/listDataProvider';
import { currentPath, renderConsole } from '@src/test/renderConsole';
import type { FakeUser } from '@src/test/users';
import { HttpError } from 'react-admin';
import { projectProvider, projectTables } from '../shared/projectFakes';
import { renderProjectPage } from '@src/test/renderProjectPage';

/** Reads the project and its applications, but may not list its roles or members. */
const appReader: FakeUser = {
  name: 'reader',
  platformPermissions: [],
  projectPermissions: {
    demo: [
      {
        name: 'read',
        resources: ['project:demo', 'project:demo/application:*/*', 'project:demo/config:*'],
        actions: ['detail', 'list'],
        effect: 'Allow',
      },
    ],
  },
};

const demoProject = { id: 'demo', name: 'demo', alias: 'Demo', owner: { name: 'admin' } };
const projects = () => listDataProvider('projects', [demoProject]);

describe('a project page', () => {
  beforeEach(signIn);

  it('loads the project it names and shows it with its tabs', async () => {
    const dataProvider = projects();
    renderConsole('/projects/demo/summary', { dataProvider });
    expect(await screen.findByRole('heading', { name: 'Demo' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('href', '/projects/demo/summary');
    expect(await screen.findByRole('heading', { level: 2, name: 'General' })).toBeInTheDocument();
    expect(dataProvider.getOne).toHaveBeenCalledWith('projects', expect.objectContaining({ id: 'demo' }));
  });

  it('shows a loading state while the project loads', async () => {
    const dataProvider = projects();
    const answer = dataProvider.getOne.getMockImplementation();
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    dataProvider.getOne.mockImplementationOnce(async (...args) => {
      await answered;
      if (!answer) throw new Error('getOne has no answer');
      return answer(...args);
    });
    renderConsole('/projects/demo/summary', { dataProvider });
    await waitFor(() => expect(dataProvider.getOne).toHaveBeenCalled());
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Demo' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('says that an unknown project does not exist, in the layout, at the same address', async () => {
    renderConsole('/projects/nope/summary', { dataProvider: projects() });
    expect(await screen.findByRole('heading', { name: 'Project nope does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects');
    expect(screen.getByRole('navigation', { name: 'Continuous Delivery' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'General' })).not.toBeInTheDocument();
    expect(currentPath()).toBe('/projects/nope/summary');
  });

  it('says so in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    renderConsole('/projects/nope/summary', { dataProvider: projects() });
    expect(await screen.findByRole('heading', { name: '项目 nope 不存在' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回项目' })).toBeInTheDocument();
  });

  it('shows the access-denied page for a project the server will not show the user', async () => {
    const dataProvider = projects();
    dataProvider.getOne.mockImplementation(
      delayed(() => {
        throw new HttpError('HTTP 403', 403, null);
      }),
    );
    renderConsole('/projects/team-shop/summary', { dataProvider });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });

  it('shows why a project could not be loaded, and loads it again on Retry', async () => {
    const dataProvider = projects();
    const working = dataProvider.getOne.getMockImplementation();
    dataProvider.getOne.mockImplementationOnce(
      delayed(() => {
        throw new HttpError('HTTP 502', 502, null);
      }),
    );
    const { user } = renderConsole('/projects/demo/summary', { dataProvider });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      '502 GatewayError, please check the network or contact the administrator!',
    );
    if (working) dataProvider.getOne.mockImplementation(working);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Demo' })).toBeInTheDocument();
  });

  it('shows the roles and members tabs only to those who may list them, and refuses their address', async () => {
    const authProvider = fakeAuthProvider({ user: appReader });
    renderConsole('/projects/demo/roles', { dataProvider: projectProvider(), authProvider });
    expect(await screen.findByRole('heading', { name: 'Access denied' }, FIRST_RENDER)).toBeInTheDocument();
    await allAnswersShown();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Summary', 'Applications', 'Pipelines']);
  });

  it("lists the project's applications with its own filters, each opening its config page", async () => {
    const project = { name: 'demo', alias: 'Demo' };
    const tables = {
      ...projectTables(),
      applications: [{ id: 'web', name: 'web', alias: 'Web Shop', description: 'The storefront', project }],
    };
    const dataProvider = projectProvider(tables);
    const { user } = renderProjectPage('/projects/demo/applications', dataProvider);
    const link = await screen.findByRole('link', { name: 'Web Shop' });
    expect(screen.getByRole('combobox', { name: 'Target' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Environment' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Project' })).not.toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'applications',
      expect.objectContaining({ filter: { project: 'demo' } }),
    );
    await user.click(link);
    await waitFor(() => expect(currentPath()).toBe('/applications/web/config'));
  });

  it("lists the project's pipelines", async () => {
    const tables = {
      ...projectTables(),
      pipelines: [
        {
          id: 'demo/release',
          name: 'release',
          alias: 'Release',
          description: 'Ships the shop',
          project: { name: 'demo', alias: 'Demo' },
        },
      ],
    };
    const dataProvider = projectProvider(tables);
    renderProjectPage('/projects/demo/pipelines', dataProvider);
    expect(await screen.findByText('Ships the shop')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'pipelines',
      expect.objectContaining({ filter: { project: 'demo' } }),
    );
  });

  it('sends an address below a tab that has no pages below it to the 404 page', async () => {
    renderConsole('/projects/demo/summary/nope', { dataProvider: projectProvider() });
    expect(await screen.findByText('The route is not exist(404)', {}, FIRST_RENDER)).toBeInTheDocument();
  });
});
