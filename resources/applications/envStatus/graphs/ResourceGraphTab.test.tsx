import { helloWorld } from '../../shared/appFakes';
import { renderInApp } from '@src/test/renderInApp';
import { screen, waitFor, within } from '@testing-library/react';
import { graphProvider } from './graphTestProvider';
import { ResourceGraphTab } from './ResourceGraphTab';

function renderGraph(
  dataProvider = graphProvider(),
  props: { targetName?: string; componentName?: string } = {},
) {
  const view = renderInApp(<ResourceGraphTab appName="hello-world" envName="dev" {...props} />, {
    app: helloWorld,
    dataProvider,
    path: '/applications/hello-world/envbinding/dev/status',
  });
  return { ...view, dataProvider };
}

describe('the resource graph tab', () => {
  it('draws each object of the environment with its health', async () => {
    const { dataProvider } = renderGraph();
    const graph = within(await screen.findByRole('region', { name: 'Resource graph' }));
    expect(await graph.findByRole('button', { name: 'Deployment web, UnHealthy' })).toBeInTheDocument();
    expect(graph.getByRole('button', { name: 'ReplicaSet web-7d9f, Healthy' })).toBeInTheDocument();
    expect(graph.getByRole('button', { name: 'Pod web-1, Healthy' })).toBeInTheDocument();
    expect(graph.getByRole('button', { name: 'Pod web-2, UnHealthy' })).toHaveTextContent('Ready: 1/1');
    expect(graph.getByRole('button', { name: 'Cluster local' })).toBeInTheDocument();
    expect(dataProvider.resourceTree).toHaveBeenCalledWith(
      { appName: 'hello-world', appNs: 'dev-ns' },
      expect.anything(),
    );
  });

  it('narrows the tree to the chosen target and component', async () => {
    const { dataProvider } = renderGraph(graphProvider(), { targetName: 'dev-target', componentName: 'web' });
    await screen.findByRole('region', { name: 'Resource graph' });
    expect(dataProvider.resourceTree).toHaveBeenCalledWith(
      {
        appName: 'hello-world',
        appNs: 'dev-ns',
        componentName: 'web',
        cluster: 'local',
        clusterNs: 'dev-ns',
      },
      expect.anything(),
    );
  });

  it('opens a node detail from the keyboard with its facts and the object as YAML, and closes it', async () => {
    const { user, dataProvider } = renderGraph();
    const graph = within(await screen.findByRole('region', { name: 'Resource graph' }));
    // By keyboard: a click goes through d3-zoom, which happy-dom's mouse events do not carry.
    (await graph.findByRole('button', { name: 'Deployment web, UnHealthy' })).focus();
    await user.keyboard('{Enter}');
    const detail = within(await screen.findByRole('dialog', { name: 'Deployment web' }));
    expect(detail.getByText('container is in CrashLoopBackOff')).toBeInTheDocument();
    expect(detail.getByText('apps/v1', { exact: true })).toBeInTheDocument();
    expect(await detail.findByText(/replicas: 2/)).toBeInTheDocument();
    expect(dataProvider.resourceDetail).toHaveBeenCalledWith(
      { name: 'web', kind: 'Deployment', apiVersion: 'apps/v1', namespace: 'default', cluster: 'local' },
      expect.anything(),
    );
    await user.click(detail.getByRole('button', { name: 'Close' }));
    // The drawer keeps its title while it slides away.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Deployment web' })).not.toBeInTheDocument(),
    );
  });

  it('zooms by steps of 10% between 50% and 200%', async () => {
    const { user } = renderGraph();
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
    renderGraph(graphProvider([]));
    expect(await screen.findByText('No resources have been applied in this environment')).toBeInTheDocument();
  });

  it('shows why the tree could not be read, and reads it again on Retry', async () => {
    const dataProvider = graphProvider();
    dataProvider.resourceTree.mockRejectedValueOnce(new Error('view query failed'));
    const { user } = renderGraph(dataProvider);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Pod web-1, Healthy' })).toBeInTheDocument();
  });
});
