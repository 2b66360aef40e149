import { helloWorld } from '../../shared/appFakes';
import { renderInApp } from '@src/test/renderInApp';
import { screen, within } from '@testing-library/react';
import { ApplicationGraphTab } from './ApplicationGraphTab';
import { graphProvider } from './graphTestProvider';

function renderGraph(props: { componentName?: string } = {}) {
  const dataProvider = graphProvider();
  const view = renderInApp(<ApplicationGraphTab appName="hello-world" envName="dev" {...props} />, {
    app: helloWorld,
    dataProvider,
    path: '/applications/hello-world/envbinding/dev/status?tab=applicationGraph',
  });
  return { ...view, dataProvider };
}

describe('the application graph tab', () => {
  it('places the components on their target with their health and their traits', async () => {
    renderGraph();
    const graph = within(await screen.findByRole('region', { name: 'Application graph' }));
    expect(
      await graph.findByRole('button', { name: 'Application hello-world, Healthy' }),
    ).toBeInTheDocument();
    expect(graph.getByRole('button', { name: 'Target local/dev-ns' })).toBeInTheDocument();
    expect(graph.getByRole('button', { name: 'Component · Deployment web, Healthy' })).toBeInTheDocument();
    expect(graph.getByRole('button', { name: 'Trait gateway, Healthy' })).toBeInTheDocument();
    expect(
      graph.getByRole('button', { name: 'Component · Deployment worker, UnHealthy' }),
    ).toBeInTheDocument();
  });

  it('shows only the chosen component', async () => {
    renderGraph({ componentName: 'worker' });
    const graph = within(await screen.findByRole('region', { name: 'Application graph' }));
    expect(await graph.findByRole('button', { name: /worker, UnHealthy/ })).toBeInTheDocument();
    expect(graph.queryByRole('button', { name: /web/ })).not.toBeInTheDocument();
  });

  it('opens a component with its message and its workload object', async () => {
    const { user, dataProvider } = renderGraph();
    const graph = within(await screen.findByRole('region', { name: 'Application graph' }));
    (await graph.findByRole('button', { name: 'Component · Deployment worker, UnHealthy' })).focus();
    await user.keyboard('{Enter}');
    const detail = within(await screen.findByRole('dialog', { name: 'Component · Deployment worker' }));
    expect(detail.getByText('Ready:0/1 waiting for pods to become ready')).toBeInTheDocument();
    expect(await detail.findByText(/kind: Deployment/)).toBeInTheDocument();
    expect(dataProvider.resourceDetail).toHaveBeenCalledWith(
      { name: 'worker', kind: 'Deployment', apiVersion: 'apps/v1', namespace: 'dev-ns', cluster: 'local' },
      expect.anything(),
    );
  });
});
