import type { AppliedResource } from '@dataProvider/verbs/resourceGraph';

/** The application at the graph's root. */
export const BENCH_ROOT = { name: 'bench', namespace: 'bench' };

export interface GraphSample {
  /** From the tree view's answer in hand to the painted graph: model, layout, render, edges, paint. */
  toPaintMs: number;
  /** The tree layout alone, measured once more on the side. */
  layoutMs: number;
  nodes: number;
  edges: number;
}

/** What the benchmark driver calls in the page (as `window.graphBench`). */
export interface GraphBenchProbe {
  show(resources: AppliedResource[]): Promise<GraphSample>;
}

declare global {
  interface Window {
    graphBench?: GraphBenchProbe;
  }
}
