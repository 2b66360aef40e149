import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { StudioWorkflow, WorkflowStep } from '../../resources/workflow/studio/studioWorkflow';
import { withBenchPage } from './benchPage';
import type { StudioBenchProbe, StudioSample } from './studioPage/probe';

export const BENCH_STUDIO_STEPS = 100;
const runs = 5;
const groupSize = 5;

export interface StudioCanvasReport {
  steps: number;
  edges: number;
  /** Median over the runs, from the workflow in hand to the painted canvas. */
  toPaintMs: number;
  /** Median over every drag move of every run, from the move to the frame that shows it. */
  dragFrameMs: number;
  dragFrameP95Ms: number;
}

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * A DAG workflow of `count` steps and sub steps: every fifth top-level step a group of four sub steps,
 * each step waiting for one or two before it.
 */
export function benchWorkflow(count: number): StudioWorkflow {
  const steps: WorkflowStep[] = [];
  let made = 0;
  for (let index = 0; made < count; index += 1) {
    const name = `step-${index}`;
    const dependsOn = [steps.at(-1)?.name, index % 3 === 0 ? steps.at(-2)?.name : undefined].filter(
      (each): each is string => each !== undefined,
    );
    const subs = index % groupSize === 4 ? Math.min(groupSize - 1, count - made - 1) : 0;
    if (subs > 0) {
      const subSteps = Array.from({ length: subs }, (_, sub) => ({
        name: `${name}-${sub}`,
        type: 'notification',
        ...(sub > 0 ? { dependsOn: [`${name}-${sub - 1}`] } : {}),
      }));
      steps.push({ name, type: 'step-group', dependsOn, subSteps });
    } else {
      steps.push({ name, type: index % 2 ? 'deploy' : 'suspend', dependsOn });
    }
    made += 1 + subs;
  }
  return { mode: 'DAG', subMode: 'DAG', steps };
}

async function buildPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: fromHere('./studioPage'),
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

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)];
const p95 = (values: number[]) =>
  sorted(values)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];

/** Paints the studio's canvas with 100 steps in Chromium and drags one of them, several times; the medians. */
export async function measureStudioCanvas(): Promise<StudioCanvasReport> {
  return withBenchPage(
    { name: 'studio', buildInto: buildPage, viewport: { width: 1280, height: 800 } },
    async (page) => {
      await page.waitForFunction(() => window.studioBench !== undefined);
      const workflow = benchWorkflow(BENCH_STUDIO_STEPS);
      const samples: StudioSample[] = [];
      for (let run = 0; run < runs; run += 1) {
        samples.push(
          await page.evaluate((steps) => (window.studioBench as StudioBenchProbe).show(steps), workflow),
        );
      }
      if (samples[0].nodes !== BENCH_STUDIO_STEPS)
        throw new Error(`the canvas has ${samples[0].nodes} steps`);
      const frames = samples.flatMap((sample) => sample.dragFrameMs);
      return {
        steps: samples[0].nodes,
        edges: samples[0].edges,
        toPaintMs: median(samples.map((sample) => sample.toPaintMs)),
        dragFrameMs: median(frames),
        dragFrameP95Ms: p95(frames),
      };
    },
  );
}
