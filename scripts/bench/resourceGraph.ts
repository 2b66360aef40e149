import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { withBenchPage } from './benchPage';
import type { AppliedResource, ResourceTreeNode } from '../../dataProvider/verbs/resourceGraph';
import type { GraphBenchProbe, GraphSample } from './graphPage/probe';

export const BENCH_GRAPH_NODES = 200;
const runs = 7;
const podsPerDeployment = 5;

export interface ResourceGraphReport {
  nodes: number;
  edges: number;
  /** Median over the runs, from the tree in hand to the painted graph. */
  toPaintMs: number;
  layoutMs: number;
}

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const node = (kind: string, name: string, apiVersion: string, extra: Partial<ResourceTreeNode> = {}) => ({
  cluster: 'local',
  namespace: 'bench',
  kind,
  name,
  apiVersion,
  healthStatus: { statusCode: 'Healthy', reason: '', message: '' },
  ...extra,
});

/**
 * A tree like the sandbox's of `nodes` graph nodes in all (the application and its cluster included):
 * Deployments with a ReplicaSet and five pods (one in three crash-looping) and a Service each, topped up
 * with ConfigMaps.
 */
export function benchResourceTree(nodes: number): AppliedResource[] {
  const perComponent = 3 + podsPerDeployment;
  const resources: AppliedResource[] = [];
  let left = nodes - 2;
  for (let index = 0; left >= perComponent; index += 1, left -= perComponent) {
    const name = `service-${index}`;
    const pods = Array.from({ length: podsPerDeployment }, (_, pod) =>
      node('Pod', `${name}-7d9f-${pod}`, 'v1', {
        healthStatus: { statusCode: pod % 3 ? 'Healthy' : 'UnHealthy', reason: '', message: '' },
        additionalInfo: { Ready: '1/1', Status: 'Running', Restarts: pod, Age: '3d' },
      }),
    );
    const replicaSet = node('ReplicaSet', `${name}-7d9f`, 'apps/v1', { leafNodes: pods });
    resources.push({
      ...node('Deployment', name, 'apps/v1'),
      resourceTree: node('Deployment', name, 'apps/v1', { leafNodes: [replicaSet] }),
    });
    resources.push({
      ...node('Service', name, 'v1'),
      resourceTree: node('Service', name, 'v1', { additionalInfo: { EIP: '10.0.0.1' } }),
    });
  }
  for (let index = 0; left > 0; index += 1, left -= 1)
    resources.push(node('ConfigMap', `settings-${index}`, 'v1'));
  return resources;
}

async function buildPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: fromHere('./graphPage'),
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      alias: [
        { find: '@resources', replacement: fromHere('../../resources') },
        { find: '@src', replacement: fromHere('../../src') },
        { find: '@dataProvider', replacement: fromHere('../../dataProvider') },
        { find: '@authProvider', replacement: fromHere('../../authProvider') },
      ],
    },
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lays out and paints a resource graph of 200 nodes in Chromium, several times, and reports the medians. */
export async function measureResourceGraph(): Promise<ResourceGraphReport> {
  return withBenchPage(
    { name: 'graph', buildInto: buildPage, viewport: { width: 1280, height: 800 } },
    async (page) => {
      await page.waitForFunction(() => window.graphBench !== undefined);
      const tree = benchResourceTree(BENCH_GRAPH_NODES);
      const samples: GraphSample[] = [];
      for (let run = 0; run < runs; run += 1) {
        samples.push(
          await page.evaluate((resources) => (window.graphBench as GraphBenchProbe).show(resources), tree),
        );
      }
      if (samples[0].nodes !== BENCH_GRAPH_NODES) throw new Error(`the graph has ${samples[0].nodes} nodes`);
      return {
        nodes: samples[0].nodes,
        edges: samples[0].edges,
        toPaintMs: median(samples.map((sample) => sample.toPaintMs)),
        layoutMs: median(samples.map((sample) => sample.layoutMs)),
      };
    },
  );
}
