import { pod, webservice } from './graphFixtures';
import { resourceTreeGraph } from './resourceTreeGraph';

const root = { name: 'hello-world', namespace: 'default' };

describe('the resource graph of a resource tree', () => {
  it('draws the application, its cluster, each applied object and what it owns, joined parent to child', () => {
    const { nodes, edges } = resourceTreeGraph(webservice('web', [pod('web-1'), pod('web-2')]), root);
    expect(nodes.map((node) => `${node.type} ${node.name}`)).toEqual([
      'Application hello-world',
      'Cluster local',
      'Deployment web',
      'ReplicaSet web-7d9f',
      'Pod web-1',
      'Pod web-2',
      'Service web',
    ]);
    const named = (id: string) => nodes.find((node) => node.id === id)?.name;
    expect(edges.map((edge) => `${named(edge.source)} → ${named(edge.target)}`)).toEqual([
      'hello-world → local',
      'local → web',
      'web → web-7d9f',
      'web-7d9f → web-1',
      'web-7d9f → web-2',
      'local → web',
    ]);
    expect(new Set(nodes.map((node) => node.id)).size).toBe(nodes.length);
  });

  it('keeps each node health, the facts VelaUX shows and the object the detail reads', () => {
    const { nodes } = resourceTreeGraph(webservice('web', [pod('web-1', 'UnHealthy')]), root);
    const deployment = nodes.find((node) => node.type === 'Deployment');
    expect(deployment).toMatchObject({
      health: 'UnHealthy',
      healthReason: 'CrashLoopBackOff',
      healthMessage: 'container is in CrashLoopBackOff',
      resource: {
        name: 'web',
        kind: 'Deployment',
        apiVersion: 'apps/v1',
        namespace: 'default',
        cluster: 'local',
      },
    });
    expect(nodes.find((node) => node.type === 'Pod')?.info).toEqual([
      ['Ready', '1/1'],
      ['Status', 'Running'],
      ['Restarts', '0'],
      ['Age', '3d'],
    ]);
    // Only EIP of a service's facts is one the graph shows.
    expect(nodes.find((node) => node.type === 'Service')?.info).toEqual([['EIP', '47.1.2.3']]);
    const application = nodes.find((node) => node.kind === 'application');
    expect([application?.health, application?.resource]).toEqual([undefined, undefined]);
  });

  it('gives each cluster its own branch, a resource without a tree a leaf, and a repeated object its own node', () => {
    const resources = [
      ...webservice('web', [pod('web-1')]),
      ...webservice('web', [pod('web-1', 'Healthy', 'edge')], 'edge'),
      { cluster: '', kind: 'ConfigMap', name: 'settings', apiVersion: 'v1', namespace: 'default' },
      { cluster: '', kind: 'ConfigMap', name: 'settings', apiVersion: 'v1', namespace: 'default' },
    ];
    const { nodes, edges } = resourceTreeGraph(resources, root);
    expect(nodes.filter((node) => node.kind === 'cluster').map((node) => node.name)).toEqual([
      'local',
      'edge',
    ]);
    const configMaps = nodes.filter((node) => node.type === 'ConfigMap');
    expect(configMaps).toHaveLength(2);
    expect(configMaps[0].id).not.toBe(configMaps[1].id);
    expect(configMaps[0]).toMatchObject({
      health: undefined,
      fields: [
        ['cluster', 'local'],
        ['namespace', 'default'],
        ['apiVersion', 'v1'],
      ],
    });
    expect(edges.filter((edge) => edge.source === 'cluster:local').map((edge) => edge.target)).toHaveLength(
      4,
    );
  });

  it('draws only the application when nothing was applied', () => {
    expect(resourceTreeGraph([], root)).toEqual({
      nodes: [expect.objectContaining({ kind: 'application', name: 'hello-world' })],
      edges: [],
    });
  });
});
