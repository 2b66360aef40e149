import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { workflowToCanvas } from '@resources/workflow/studio/studioGraph';
import { lightTheme } from '@src/theme/lightTheme';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nContextProvider, type I18nProvider } from 'react-admin';
import { nextPaint } from '../paint';
import { BenchStudio, type ShowWorkflow } from './BenchStudio';
import type { StudioBenchProbe } from './probe';

/** Message keys as text: the words do not change the work. */
const i18nProvider: I18nProvider = {
  translate: (key) => key,
  changeLocale: async () => undefined,
  getLocale: () => 'en',
};

let show: ShowWorkflow = () => undefined;
const onReady = (ready: ShowWorkflow) => {
  show = ready;
};

const count = (selector: string) => document.querySelectorAll(selector).length;
const DRAG_MOVES = 20;

async function paintedCanvas(nodes: number, edges: number): Promise<number> {
  for (;;) {
    const at = await nextPaint();
    if (count('.react-flow__node') === nodes && count('.react-flow__edge-path') === edges) return at;
  }
}

const mouse = (type: string, x: number, y: number) =>
  new MouseEvent(type, { bubbles: true, cancelable: true, view: window, clientX: x, clientY: y, button: 0 });

/** Resolves once React has committed the node's new place (its style changes). */
const moved = (node: HTMLElement) =>
  new Promise<void>((resolve, reject) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      clearTimeout(stuck);
      resolve();
    });
    const stuck = setTimeout(() => {
      observer.disconnect();
      reject(new Error('the dragged step did not move'));
    }, 2000);
    observer.observe(node, { attributes: true, attributeFilter: ['style'] });
  });

/**
 * Drags a step in the middle of the canvas by small moves. Each move's frame work: from the pointer
 * move through React Flow's update and React's commit to the style and layout of the moved canvas
 * (forced at once, so the wait for the display's next frame is not counted).
 */
async function dragFrames(): Promise<number[]> {
  const nodes = document.querySelectorAll<HTMLElement>('.react-flow__node');
  const node = nodes[Math.floor(nodes.length / 2)];
  const box = node.getBoundingClientRect();
  // The node's border, not its buttons (which do not start a drag).
  const x = box.left + 2;
  const y = box.top + box.height / 2;
  node.dispatchEvent(mouse('mousedown', x, y));
  const frames: number[] = [];
  for (let move = 1; move <= DRAG_MOVES; move += 1) {
    await nextPaint();
    const started = performance.now();
    const committed = moved(node);
    node.dispatchEvent(mouse('mousemove', x + move * 4, y + move * 2));
    await committed;
    node.getBoundingClientRect();
    frames.push(performance.now() - started);
  }
  node.dispatchEvent(mouse('mouseup', x + DRAG_MOVES * 4, y + DRAG_MOVES * 2));
  return frames;
}

const probe: StudioBenchProbe = {
  async show(workflow) {
    flushSync(() => show(undefined));
    await nextPaint();
    const { nodes, edges } = workflowToCanvas(workflow);
    const started = performance.now();
    flushSync(() => show(workflow));
    const paintedAt = await paintedCanvas(nodes.length, edges.length);
    const dragFrameMs = await dragFrames();
    return { toPaintMs: paintedAt - started, dragFrameMs, nodes: nodes.length, edges: edges.length };
  },
};
window.studioBench = probe;

createRoot(document.getElementById('root') as HTMLElement).render(
  <ThemeProvider theme={createTheme(lightTheme)}>
    <CssBaseline />
    <I18nContextProvider value={i18nProvider}>
      <BenchStudio onReady={onReady} />
    </I18nContextProvider>
  </ThemeProvider>,
);
