import { screen, waitFor, within } from '@testing-library/react';
import { signIn } from '@src/test/fakeAuthProvider';
import { delayed } from '@src/test/latency';
import { listDataProvider } from '@src/test/listDataProvider';
import { currentPath, renderConsole } from '@src/test/renderConsole';
import { HttpError } from 'react-admin';

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
});
