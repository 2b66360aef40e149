import { pod, webservice } from './graphFixtures';
import { graphBuilder, type GraphNodeData } from './graphModel';
import { layoutGraph, NODE_HEIGHT, NODE_WIDTH, type GraphNode } from './layoutGraph';
import { resourceTreeGraph } from './resourceTreeGraph';

describe('the graph layout', () => {
  const model = resourceTreeGraph(webservice('web', [pod('web-1'), pod('web-2')]), {
    name: 'app',
    namespace: 'ns',
  });
  const { nodes, edges } = layoutGraph(model);
  const at = (name: string) => nodes.find((node) => node.data.name === name)!.position;

  it('puts owners left of what they own and siblings apart, every node the same fixed size', () => {
    expect(at('app').x).toBeLessThan(at('local').x);
    expect(at('web-7d9f').x).toBeLessThan(at('web-1').x);
    expect(at('web-1').x).toBe(at('web-2').x);
    expect(Math.abs(at('web-1').y - at('web-2').y)).toBeGreaterThanOrEqual(NODE_HEIGHT);
    expect(nodes.every((node) => node.width === NODE_WIDTH && node.height === NODE_HEIGHT)).toBe(true);
  });

  it('keeps the graph read only and every edge', () => {
    expect(nodes.every((node) => node.draggable === false && node.connectable === false)).toBe(true);
    expect(edges.map((edge) => [edge.source, edge.target])).toEqual(
      model.edges.map((edge) => [edge.source, edge.target]),
    );
  });

  it('overlaps no two nodes, and places a node without owner beside the tree', () => {
    const graph = graphBuilder();
    const box = (id: string): GraphNodeData => ({ id, kind: 'resource', name: id, info: [], fields: [] });
    const app = graph.add(box('app'));
    for (let index = 0; index < 6; index += 1) {
      const deployment = graph.add(box(`deploy-${index}`), app);
      for (let pod = 0; pod < index; pod += 1) graph.add(box(`pod-${index}-${pod}`), deployment);
    }
    graph.add(box('policy'));
    const laidOut = layoutGraph(graph.model()).nodes;
    const apart = (a: GraphNode, b: GraphNode) =>
      Math.abs(a.position.x - b.position.x) >= NODE_WIDTH ||
      Math.abs(a.position.y - b.position.y) >= NODE_HEIGHT;
    for (const [index, node] of laidOut.entries())
      for (const other of laidOut.slice(index + 1))
        expect(apart(node, other), `${node.id} / ${other.id}`).toBe(true);
    const placed = (id: string) => laidOut.find((node) => node.id === id)!.position;
    expect(placed('policy').x).toBe(placed('app').x);
  });
});
