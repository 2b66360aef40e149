import { screen, waitFor, within } from '@testing-library/react';
import { helloWorld } from '../shared/appFakes';
import { currentPath } from '@src/test/renderConsole';
import { renderInApp } from '@src/test/renderInApp';
import { delayed } from '@src/test/latency';
import { Route, Routes } from 'react-router-dom';
import { InstancesPage } from './InstancesPage';
import { podProvider, webPod, workerPod } from '../shared/podFakes';

const render = (query = '', dataProvider = podProvider()) => ({
  ...renderInApp(
    <Routes>
      <Route path="/applications/:appName/envbinding/:envName/instances" element={<InstancesPage />} />
    </Routes>,
    { app: helloWorld, dataProvider, path: `/applications/hello-world/envbinding/dev/instances${query}` },
  ),
  dataProvider,
});

const row = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;

describe('the instances page', () => {
  it("lists the environment's pods where the binding deployed the application, with their phase", async () => {
    const { dataProvider } = render();
    const web = await row(webPod.name);
    expect(within(web).getByText('Running')).toBeInTheDocument();
    expect(within(web).getByText('web')).toBeInTheDocument();
    expect(within(await row(workerPod.name)).getByText('Pending')).toBeInTheDocument();
    expect(dataProvider.listAppPods).toHaveBeenCalledWith(
      expect.objectContaining({ appName: 'hello-world', appNs: 'dev-ns' }),
      expect.anything(),
    );
  });

  it('opens the row the address names: containers with state, image, requests, usage and restarts, and events', async () => {
    const { dataProvider } = render(`?pod=${webPod.name}`);
    const containers = await screen.findByRole('table', { name: `Containers · ${webPod.name}` });
    const web = within(containers).getByText('web').closest('tr') as HTMLElement;
    expect(within(web).getByText('running')).toBeInTheDocument();
    expect(within(web).getByText('nginx:1.25')).toBeInTheDocument();
    expect(within(web).getByText('CPU 250m, Memory 128Mi')).toBeInTheDocument();
    expect(within(web).getByText('CPU 12m, Memory 40Mi')).toBeInTheDocument();
    const proxy = within(containers).getByText('proxy').closest('tr') as HTMLElement;
    expect(within(proxy).getByText('waiting: CrashLoopBackOff')).toBeInTheDocument();
    expect(within(proxy).getByText('3')).toBeInTheDocument();
    const events = screen.getByRole('table', { name: `Events · ${webPod.name}` });
    expect(within(events).getByText('Back-off restarting failed container')).toBeInTheDocument();
    expect(dataProvider.podDetail).toHaveBeenCalledWith(
      { cluster: 'local', namespace: 'dev-ns', name: webPod.name },
      expect.anything(),
    );
    expect(screen.getByRole('button', { name: `Show details of ${webPod.name}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('opens another row on click, keeps it in the address, and closes it again', async () => {
    const { user } = render(`?pod=${webPod.name}`);
    await user.click(await screen.findByRole('button', { name: `Show details of ${workerPod.name}` }));
    expect(await screen.findByRole('table', { name: `Containers · ${workerPod.name}` })).toBeInTheDocument();
    expect(currentPath()).toBe(`/applications/hello-world/envbinding/dev/instances?pod=${workerPod.name}`);
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: `Containers · ${webPod.name}` })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: `Show details of ${workerPod.name}` }));
    expect(currentPath()).toBe('/applications/hello-world/envbinding/dev/instances');
  });

  it('links each pod to its logs', async () => {
    render();
    expect(await screen.findByRole('link', { name: `Logs of ${webPod.name}` })).toHaveAttribute(
      'href',
      `/applications/hello-world/envbinding/dev/logs?component=web&pod=${webPod.name}`,
    );
  });

  it("shows the pod view's own error as a warning", async () => {
    const dataProvider = podProvider();
    dataProvider.podDetail.mockImplementation(
      delayed(() => ({ containers: [], events: [], error: 'pods "web-6f7c9-x2k4q" not found' })),
    );
    render(`?pod=${webPod.name}`, dataProvider);
    expect(await screen.findByRole('alert')).toHaveTextContent('pods "web-6f7c9-x2k4q" not found');
  });

  it('says when the environment runs no pods', async () => {
    render('', podProvider([]));
    expect(await screen.findByText('There are no instances in this environment')).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    const dataProvider = podProvider();
    dataProvider.listAppPods.mockImplementationOnce(
      delayed(() => {
        throw new Error('view query failed');
      }),
    );
    const { user } = render('', dataProvider);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await row(webPod.name)).toBeInTheDocument();
  });
});
