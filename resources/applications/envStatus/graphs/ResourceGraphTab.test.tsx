import { setUpSandbox } from '@src/test/sandboxFetch';
import { screen, waitFor, within } from '@testing-library/react';
import {
  helloPodNames,
  recycleHello,
  renderInSandboxApp,
  seedHelloPods,
  viewsAsked,
} from '../appStatusSandbox';
import { ResourceGraphTab } from './ResourceGraphTab';

const sandbox = setUpSandbox({ now: () => new Date('2024-05-03T09:15:00Z') });

let pods: { web: string; task: string };

beforeEach(async () => {
  await seedHelloPods(sandbox);
  pods = await helloPodNames(sandbox);
});

const renderGraph = (props: { targetName?: string; componentName?: string } = {}) =>
  renderInSandboxApp(sandbox, <ResourceGraphTab appName="hello-world" envName="default" {...props} />, {
    path: '/applications/hello-world/envbinding/default/status',
  });

describe('the resource graph tab', () => {
  it('draws each object of the environment with its health', async () => {
    await renderGraph();
    const graph = within(await screen.findByRole('region', { name: 'Resource graph' }));
    expect(
      await graph.findByRole('button', { name: 'Deployment hello-world, UnHealthy' }),
    ).toBeInTheDocument();
    const replicaSet = pods.web.replace(/-[^-]+$/, '');
    expect(graph.getByRole('button', { name: `ReplicaSet ${replicaSet}, UnHealthy` })).toBeInTheDocument();
    expect(graph.getByRole('button', { name: `Pod ${pods.web}, UnHealthy` })).toHaveTextContent('Ready: 1/2');
    expect(graph.getByRole('button', { name: 'Service hello-world, Healthy' })).toBeInTheDocument();
    expect(graph.getByRole('button', { name: `Pod ${pods.task}, Healthy` })).toBeInTheDocument();
    expect(graph.getByRole('button', { name: 'Cluster local' })).toBeInTheDocument();
    expect(viewsAsked(sandbox, 'application-resource-tree-view')).toContainEqual({
      appName: 'hello-world',
      appNs: 'default',
    });
  });

  it('narrows the tree to the chosen target and component', async () => {
    await renderGraph({ targetName: 'default', componentName: 'hello-world' });
    await screen.findByRole('region', { name: 'Resource graph' });
    expect(viewsAsked(sandbox, 'application-resource-tree-view')).toContainEqual({
      appName: 'hello-world',
      appNs: 'default',
      name: 'hello-world',
      cluster: 'local',
      clusterNs: 'default',
    });
  });

  it('opens a node detail from the keyboard with its facts and the object as YAML, and closes it', async () => {
    const { user } = await renderGraph();
    const graph = within(await screen.findByRole('region', { name: 'Resource graph' }));
    // By keyboard: a click goes through d3-zoom, which happy-dom's mouse events do not carry.
    (await graph.findByRole('button', { name: 'Deployment hello-world, UnHealthy' })).focus();
    await user.keyboard('{Enter}');
    const detail = within(await screen.findByRole('dialog', { name: 'Deployment hello-world' }));
    expect(detail.getByText('container is in CrashLoopBackOff')).toBeInTheDocument();
    expect(detail.getByText('apps/v1', { exact: true })).toBeInTheDocument();
    expect(await detail.findByText(/replicas: 1/)).toBeInTheDocument();
    expect(viewsAsked(sandbox, 'application-resource-detail-view')).toContainEqual({
      name: 'hello-world',
      kind: 'Deployment',
      apiVersion: 'apps/v1',
      namespace: 'default',
      cluster: 'local',
    });
    await user.click(detail.getByRole('button', { name: 'Close' }));
    // The drawer keeps its title while it slides away.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Deployment hello-world' })).not.toBeInTheDocument(),
    );
  });

  it('zooms by steps of 10% between 50% and 200%', async () => {
    const { user } = await renderGraph();
    const zoom = within(await screen.findByRole('toolbar', { name: 'Zoom' }));
    const level = zoom.getByRole('status', { name: 'Zoom level' });
    const zoomOut = zoom.getByRole('button', { name: 'Zoom out' });
    const zoomIn = zoom.getByRole('button', { name: 'Zoom in' });
    for (let step = 0; step < 20 && !zoomOut.hasAttribute('disabled'); step += 1) await user.click(zoomOut);
    expect(level).toHaveTextContent('50%');
    expect(zoomOut).toBeDisabled();
    await user.click(zoomIn);
    expect(level).toHaveTextContent('60%');
    for (let step = 0; step < 20 && !zoomIn.hasAttribute('disabled'); step += 1) await user.click(zoomIn);
    expect(level).toHaveTextContent('200%');
    expect(zoomIn).toBeDisabled();
    // Fitting needs measured nodes, which only a browser gives: the journey checks it.
    expect(zoom.getByRole('button', { name: 'Fit view' })).toBeEnabled();
  });

  it('says so when nothing was applied', async () => {
    await recycleHello(sandbox);
    await renderGraph();
    expect(await screen.findByText('No resources have been applied in this environment')).toBeInTheDocument();
  });

  it('shows why the tree could not be read, and reads it again on Retry', async () => {
    const recover = sandbox.answer('GET /api/v1/query', { status: 503, body: null });
    const { user } = await renderGraph();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    recover();
    await user.click(retry);
    expect(await screen.findByRole('button', { name: `Pod ${pods.task}, Healthy` })).toBeInTheDocument();
  });
});
