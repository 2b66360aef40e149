import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { layoutGraph } from '@resources/applications/envStatus/graphs/layoutGraph';
import { resourceTreeGraph } from '@resources/applications/envStatus/graphs/resourceTreeGraph';
import { lightTheme } from '@src/theme/lightTheme';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nContextProvider, type I18nProvider } from 'react-admin';
import { nextPaint } from '../paint';
import { BenchGraph, type ShowTree } from './BenchGraph';
import { BENCH_ROOT, type GraphBenchProbe } from './probe';

/** Message keys as text: the words do not change the work. */
const i18nProvider: I18nProvider = {
  translate: (key) => key,
  changeLocale: async () => undefined,
  getLocale: () => 'en',
};

let show: ShowTree = () => undefined;
const onReady = (ready: ShowTree) => {
  show = ready;
};

const count = (selector: string) => document.querySelectorAll(selector).length;

/** Edges are drawn once React Flow has measured the nodes' handles, a frame or more after the nodes. */
async function paintedGraph(nodes: number, edges: number): Promise<number> {
  for (;;) {
    const at = await nextPaint();
    if (count('.react-flow__node') === nodes && count('.react-flow__edge-path') === edges) return at;
  }
}

const probe: GraphBenchProbe = {
  async show(resources) {
    flushSync(() => show(undefined));
    await nextPaint();
    const model = resourceTreeGraph(resources, BENCH_ROOT);
    const layoutStarted = performance.now();
    layoutGraph(model);
    const layoutMs = performance.now() - layoutStarted;
    await nextPaint();
    const started = performance.now();
    flushSync(() => show(resources));
    const paintedAt = await paintedGraph(model.nodes.length, model.edges.length);
    return { toPaintMs: paintedAt - started, layoutMs, nodes: model.nodes.length, edges: model.edges.length };
  },
};
window.graphBench = probe;

createRoot(document.getElementById('root') as HTMLElement).render(
  <ThemeProvider theme={createTheme(lightTheme)}>
    <CssBaseline />
    <I18nContextProvider value={i18nProvider}>
      <BenchGraph onReady={onReady} />
    </I18nContextProvider>
  </ThemeProvider>,
);
