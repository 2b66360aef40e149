import { screen, waitFor, within } from '@testing-library/react';
import { currentPath } from '@src/test/renderConsole';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { InstancesPage } from './InstancesPage';
import {
  helloPodNames,
  recycleHello,
  renderInSandboxApp,
  seedHelloPods,
  viewsAsked,
} from '../envStatus/appStatusSandbox';

const sandbox = setUpSandbox({ now: () => new Date('2024-05-03T09:15:00Z') });

const INSTANCES = '/applications/hello-world/envbinding/default/instances';

const render = (query = '') =>
  renderInSandboxApp(sandbox, <InstancesPage />, {
    path: `${INSTANCES}${query}`,
    route: '/applications/:appName/envbinding/:envName/instances',
  });

const row = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;

let pods: { web: string; task: string };

beforeEach(async () => {
  await seedHelloPods(sandbox);
  pods = await helloPodNames(sandbox);
});

describe('the instances page', () => {
  it("lists the environment's pods where the binding deployed the application, with their phase", async () => {
    await render();
    const web = await row(pods.web);
    expect(within(web).getByText('Running')).toBeInTheDocument();
    expect(within(web).getByText('hello-world')).toBeInTheDocument();
    expect(within(await row(pods.task)).getByText('Succeeded')).toBeInTheDocument();
    expect(viewsAsked(sandbox, 'component-pod-view')).toContainEqual({
      appName: 'hello-world',
      appNs: 'default',
    });
  });

  it('opens the row the address names: containers with state, image, requests, usage and restarts, and events', async () => {
    await render(`?pod=${pods.web}`);
    const containers = await screen.findByRole('table', { name: `Containers · ${pods.web}` });
    const web = within(containers).getByText('hello-world').closest('tr') as HTMLElement;
    expect(within(web).getByText('running')).toBeInTheDocument();
    expect(within(web).getByText('nginx:1.25')).toBeInTheDocument();
    expect(within(web).getByText('CPU 250m, Memory 128Mi')).toBeInTheDocument();
    // Requests, then the usage the sandbox measures.
    expect(within(web).getAllByText(/^CPU \d+m, Memory \d+Mi$/)).toHaveLength(2);
    const proxy = within(containers).getByText('proxy').closest('tr') as HTMLElement;
    expect(within(proxy).getByText('waiting: CrashLoopBackOff')).toBeInTheDocument();
    expect(within(proxy).getByText('3')).toBeInTheDocument();
    const events = screen.getByRole('table', { name: `Events · ${pods.web}` });
    expect(
      within(events).getByText(`Back-off restarting failed container proxy in pod ${pods.web}_default`),
    ).toBeInTheDocument();
    expect(viewsAsked(sandbox, 'pod-view')).toContainEqual({
      cluster: 'local',
      namespace: 'default',
      name: pods.web,
    });
    expect(screen.getByRole('button', { name: `Show details of ${pods.web}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('opens another row on click, keeps it in the address, and closes it again', async () => {
    const { user } = await render(`?pod=${pods.web}`);
    await user.click(await screen.findByRole('button', { name: `Show details of ${pods.task}` }));
    expect(await screen.findByRole('table', { name: `Containers · ${pods.task}` })).toBeInTheDocument();
    expect(currentPath()).toBe(`${INSTANCES}?pod=${pods.task}`);
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: `Containers · ${pods.web}` })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: `Show details of ${pods.task}` }));
    expect(currentPath()).toBe(INSTANCES);
  });

  it('links each pod to its logs', async () => {
    await render();
    expect(await screen.findByRole('link', { name: `Logs of ${pods.web}` })).toHaveAttribute(
      'href',
      `/applications/hello-world/envbinding/default/logs?component=hello-world&pod=${pods.web}`,
    );
  });

  it("shows the pod view's own error as a warning", async () => {
    const { user } = await render();
    await row(pods.web);
    await recycleHello(sandbox);
    await user.click(screen.getByRole('button', { name: `Show details of ${pods.web}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`pods "${pods.web}" not found`);
  });

  it('says when the environment runs no pods', async () => {
    await recycleHello(sandbox);
    await render();
    expect(await screen.findByText('There are no instances in this environment')).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    const recover = sandbox.answer('GET /api/v1/query', { status: 503, body: null });
    const { user } = await render();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    recover();
    await user.click(retry);
    expect(await row(pods.web)).toBeInTheDocument();
  });
});
