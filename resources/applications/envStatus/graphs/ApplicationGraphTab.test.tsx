import { setUpSandbox } from '@src/test/sandboxFetch';
import { screen, within } from '@testing-library/react';
import { renderInSandboxApp, seedHelloPods, viewsAsked } from '../appStatusSandbox';
import { ApplicationGraphTab } from './ApplicationGraphTab';

const sandbox = setUpSandbox({ now: () => new Date('2024-05-03T09:15:00Z') });

beforeEach(() => seedHelloPods(sandbox));

const renderGraph = (props: { componentName?: string } = {}) =>
  renderInSandboxApp(sandbox, <ApplicationGraphTab appName="hello-world" envName="default" {...props} />, {
    path: '/applications/hello-world/envbinding/default/status?tab=applicationGraph',
  });

describe('the application graph tab', () => {
  it('places the components on their target with their health and their traits', async () => {
    await renderGraph();
    const graph = within(await screen.findByRole('region', { name: 'Application graph' }));
    expect(
      await graph.findByRole('button', { name: 'Application hello-world, UnHealthy' }),
    ).toBeInTheDocument();
    expect(graph.getByRole('button', { name: 'Target local/default' })).toBeInTheDocument();
    expect(
      graph.getByRole('button', { name: 'Component · Deployment hello-world, UnHealthy' }),
    ).toBeInTheDocument();
    expect(graph.getByRole('button', { name: 'Trait sidecar, Healthy' })).toBeInTheDocument();
    expect(graph.getByRole('button', { name: 'Component · Job migrate, Healthy' })).toBeInTheDocument();
  });

  it('shows only the chosen component', async () => {
    await renderGraph({ componentName: 'migrate' });
    const graph = within(await screen.findByRole('region', { name: 'Application graph' }));
    expect(await graph.findByRole('button', { name: /migrate, Healthy/ })).toBeInTheDocument();
    expect(
      graph.queryByRole('button', { name: /Component · Deployment hello-world/ }),
    ).not.toBeInTheDocument();
  });

  it('opens a component with its message and its workload object', async () => {
    const { user } = await renderGraph();
    const graph = within(await screen.findByRole('region', { name: 'Application graph' }));
    const name = 'Component · Deployment hello-world';
    (await graph.findByRole('button', { name: `${name}, UnHealthy` })).focus();
    await user.keyboard('{Enter}');
    const detail = within(await screen.findByRole('dialog', { name }));
    expect(detail.getByText('Ready:0/1 container is in CrashLoopBackOff')).toBeInTheDocument();
    expect(await detail.findByText(/kind: Deployment/)).toBeInTheDocument();
    expect(viewsAsked(sandbox, 'application-resource-detail-view')).toContainEqual({
      name: 'hello-world',
      kind: 'Deployment',
      apiVersion: 'apps/v1',
      namespace: 'default',
      cluster: 'local',
    });
  });
});
