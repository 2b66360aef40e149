import { appHealth, appStatusGraph } from './appStatusGraph';

const root = { name: 'storefront', namespace: 'shop' };

const service = (
  name: string,
  cluster: string,
  healthy: boolean,
  traits: { type: string; healthy: boolean }[] = [],
) => ({
  name,
  cluster,
  namespace: 'shop',
  healthy,
  message: healthy ? 'Ready:1/1' : 'Ready:0/1 waiting for pods to become ready',
  traits,
  workloadDefinition: { apiVersion: 'apps/v1', kind: 'Deployment' },
});

const status = {
  status: 'running',
  services: [
    service('web', 'local', true, [
      { type: 'gateway', healthy: true },
      { type: 'scaler', healthy: false },
    ]),
    service('web', 'edge', false),
    service('worker', 'local', true),
  ],
  policy: [{ name: 'topology-prod', type: 'topology', status: 'applied' }],
};

describe('the application graph of an environment status', () => {
  it('places each component on its target with its traits, and the policies beside the targets', () => {
    const { nodes, edges } = appStatusGraph(status, root);
    const named = (id: string) => nodes.find((node) => node.id === id)?.name;
    expect(edges.map((edge) => `${named(edge.source)} → ${named(edge.target)}`)).toEqual([
      'storefront → topology-prod',
      'storefront → local/shop',
      'local/shop → web',
      'web → gateway',
      'web → scaler',
      'storefront → edge/shop',
      'edge/shop → web',
      'local/shop → worker',
    ]);
    expect(nodes.map((node) => [node.kind, node.name, node.health])).toEqual([
      ['application', 'storefront', 'Healthy'],
      ['policy', 'topology-prod', undefined],
      ['target', 'local/shop', undefined],
      ['component', 'web', 'Healthy'],
      ['trait', 'gateway', 'Healthy'],
      ['trait', 'scaler', 'UnHealthy'],
      ['target', 'edge/shop', undefined],
      ['component', 'web', 'UnHealthy'],
      ['component', 'worker', 'Healthy'],
    ]);
    expect(nodes.find((node) => node.health === 'UnHealthy' && node.kind === 'component')).toMatchObject({
      healthMessage: 'Ready:0/1 waiting for pods to become ready',
      resource: {
        name: 'web',
        kind: 'Deployment',
        apiVersion: 'apps/v1',
        namespace: 'shop',
        cluster: 'edge',
      },
    });
  });

  it('narrows to the chosen component and target', () => {
    const { nodes } = appStatusGraph(status, root, {
      componentName: 'web',
      cluster: 'edge',
      clusterNs: 'shop',
    });
    expect(nodes.filter((node) => node.kind === 'component').map((node) => node.fields)).toEqual([
      [
        ['cluster', 'edge'],
        ['namespace', 'shop'],
      ],
    ]);
  });

  it('reads the application phase as the spec colours it', () => {
    expect(['running', 'workflowFinished', 'unhealthy', 'runningWorkflow', undefined].map(appHealth)).toEqual(
      ['Healthy', 'Healthy', 'UnHealthy', 'Progressing', undefined],
    );
  });
});
