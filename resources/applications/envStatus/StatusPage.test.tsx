import { screen, waitFor, within } from '@testing-library/react';
import { appDeveloper } from '../shared/appDetailFakes';
import { syncedApp } from '../shared/appFakes';
import { signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown, delayed } from '@src/test/latency';
import { renderAppPage } from '@src/test/renderAppPage';
import { currentPath } from '@src/test/renderConsole';
import { renderInApp } from '@src/test/renderInApp';
import { viewerUser } from '@src/test/users';
import { Route, Routes } from 'react-router-dom';
import { onTestFinished, vi } from 'vitest';
import { envStatusProvider, type EnvStatusProvider } from './envStatusFakes';
import { StatusPage } from './StatusPage';

vi.mock('@monaco-editor/react', () => import('@src/common/code/monacoStandIn'));
vi.mock('@schemas/code/monacoSetup', () => ({ monaco: {} }));

const graphCrash = vi.hoisted(() => ({ on: false }));

vi.mock('./graphs/ResourceGraphTab', () => ({
  ResourceGraphTab: (props: { envName: string; targetName?: string; componentName?: string }) => {
    if (graphCrash.on) throw new Error('layout failed');
    return (
      <p>{`Resource graph of ${props.envName}, ${props.targetName ?? 'all'}, ${props.componentName ?? 'all'}`}</p>
    );
  },
}));
vi.mock('./graphs/ApplicationGraphTab', () => ({
  ApplicationGraphTab: () => <p>Application graph</p>,
}));

const STATUS = '/applications/hello-world/envbinding/dev/status';

const render = (
  path = STATUS,
  dataProvider: EnvStatusProvider = envStatusProvider(),
  user = appDeveloper,
) => ({
  ...renderAppPage(path, dataProvider, user),
  dataProvider,
});

beforeEach(() => {
  signIn();
  graphCrash.on = false;
});

describe("an environment's status page", () => {
  it('shows the status banner and opens on the resource graph', async () => {
    render();
    expect(await screen.findByText('Application is running')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Resource Graph' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Resource graph of dev, all, all')).toBeInTheDocument();
  });

  it("shows each component's health and the cloud instances on Overview, kept in the address", async () => {
    const { user } = render();
    await user.click(await screen.findByRole('tab', { name: 'Overview' }));
    const health = within(await screen.findByRole('region', { name: 'Components' }));
    expect(health.getAllByText('Healthy')).toHaveLength(2);
    expect(health.getByText('UnHealthy')).toBeInTheDocument();
    const cloud = within(await screen.findByRole('region', { name: 'Cloud instances' }));
    expect(cloud.getByText('alibaba-oss')).toBeInTheDocument();
    expect(cloud.getByText('Available')).toBeInTheDocument();
    expect(cloud.getByRole('link', { name: 'https://bucket-1.example.com' })).toBeInTheDocument();
    expect(currentPath()).toBe(`${STATUS}?tab=overview`);
  });

  it('narrows the page to the target and component chosen, and keeps them in the address', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('combobox', { name: 'Component' }));
    await user.click(await screen.findByRole('option', { name: 'bucket' }));
    await user.click(screen.getByRole('combobox', { name: 'Target' }));
    await user.click(await screen.findByRole('option', { name: 'Development target' }));
    expect(await screen.findByText('Resource graph of dev, dev, bucket')).toBeInTheDocument();
    expect(currentPath()).toBe(`${STATUS}?component=bucket&target=dev`);
  });

  it('lists the service endpoints, linking only web addresses', async () => {
    const { user, dataProvider } = render();
    await user.click(await screen.findByRole('button', { name: 'Service Endpoint' }));
    const link = await screen.findByRole('link', { name: 'http://hello.example.com' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('tcp://hello-world.dev:5432')).toBeInTheDocument();
    expect(screen.getByText('Inner')).toBeInTheDocument();
    expect(screen.getByText('http://javascript:alert(1)//')).not.toHaveAttribute('href');
    expect(screen.getAllByRole('link')).not.toContain(screen.getByText('http://javascript:alert(1)//'));
    expect(dataProvider.serviceEndpoints).toHaveBeenCalledWith(
      { appName: 'hello-world', appNs: 'dev-ns' },
      expect.anything(),
    );
  });

  it('shows what runs beside the latest configuration in the Diff drawer', async () => {
    const { user, dataProvider } = render();
    await user.click(await screen.findByRole('button', { name: 'Diff' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Running vs latest configuration' }));
    const running = await drawer.findByRole<HTMLTextAreaElement>('textbox', { name: 'Running' });
    expect(running.value).toBe('image: nginx:1.24\n');
    expect(drawer.getByRole<HTMLTextAreaElement>('textbox', { name: 'Latest configuration' }).value).toBe(
      'image: nginx:1.25\n',
    );
    expect(currentPath()).toBe(STATUS);
    expect(window.location.hash).toBe('#diff');
    expect(dataProvider.compareLatestWithRunning).toHaveBeenCalledWith(
      'hello-world',
      'dev',
      expect.anything(),
    );
  });

  it('recycles after the question and then says the environment is not deployed', async () => {
    const { user, dataProvider } = render();
    await user.click(await screen.findByRole('button', { name: 'Recycle' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText('Are you sure you want to recycle the application form this environment?'),
    ).toBeInTheDocument();
    dataProvider.envStatus.mockImplementation(delayed(() => undefined));
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Recycle application environment success')).toBeInTheDocument();
    expect(await screen.findByText('The current environment has not been deployed.')).toBeInTheDocument();
    expect(screen.getByText('Not Deploy')).toBeInTheDocument();
    expect(dataProvider.recycleEnv).toHaveBeenCalledWith('hello-world', 'dev');
  });

  it('offers Deploy and Delete, not Recycle or Diff, when never deployed', async () => {
    const { user } = render(STATUS, envStatusProvider({ deployed: false }));
    expect(await screen.findByText('Not Deploy')).toBeInTheDocument();
    expect(screen.getByText('Init')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete dev' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recycle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Diff' })).not.toBeInTheDocument();
    const deployButtons = screen.getAllByRole('button', { name: 'Deploy' });
    await user.click(deployButtons[deployButtons.length - 1]);
    expect(await screen.findByRole('dialog', { name: 'Deploy Application' })).toBeInTheDocument();
  });

  it('shows a project viewer the status without Recycle or Diff', async () => {
    render(STATUS, envStatusProvider(), viewerUser);
    expect(await screen.findByText('Application is running')).toBeInTheDocument();
    await allAnswersShown();
    expect(screen.queryByRole('button', { name: 'Recycle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Diff' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Service Endpoint' })).toBeInTheDocument();
  });

  it('says why the status could not be loaded, and loads it again on Retry', async () => {
    const dataProvider = envStatusProvider();
    dataProvider.envStatus.mockImplementationOnce(
      delayed(() => {
        throw Object.assign(new Error('boom'), { businessCode: 90004, serverMessage: 'binding missing' });
      }),
    );
    const { user } = render(STATUS, dataProvider);
    expect(await screen.findByText('binding missing(90004)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Application is running')).toBeInTheDocument();
  });

  it('keeps the page when a graph crashes, and draws it again on Retry', async () => {
    graphCrash.on = true;
    // React reports the error the boundary caught; the test is about what the user sees instead.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => quiet.mockRestore());
    const { user } = render();
    expect(await screen.findByText('The resource graph could not be shown')).toBeInTheDocument();
    expect(screen.getByText('Application is running')).toBeInTheDocument();
    graphCrash.on = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Resource graph of dev, all, all')).toBeInTheDocument();
  });
});

describe('recycling an application synced from a cluster', () => {
  it('warns that recycling deletes the application', async () => {
    const dataProvider = envStatusProvider();
    const { user } = renderInApp(
      <Routes>
        <Route path="/applications/:appName/envbinding/:envName/status" element={<StatusPage />} />
      </Routes>,
      { app: syncedApp, dataProvider, path: '/applications/synced-cart/envbinding/dev/status' },
    );
    await user.click(await screen.findByRole('button', { name: 'Recycle' }));
    expect(
      await screen.findByText(
        'This application is synchronizing from cluster, recycling from this environment means this application will be deleted.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dataProvider.recycleEnv).toHaveBeenCalledWith('synced-cart', 'dev'));
  });
});
