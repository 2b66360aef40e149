import { pod, webservice } from './graphFixtures';
import { layoutGraph, NODE_HEIGHT, NODE_WIDTH } from './layoutGraph';
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
});
