import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { withBenchPage } from './benchPage';
import type { LogBenchProbe } from './logPage/probe';

export const BENCH_LOG_LINES = 3000;
const runs = 7;

export interface LogViewReport {
  lines: number;
  /** From the log text in hand to the painted view (parsing, render, layout, paint), median of the runs. */
  toPaintMs: number;
  rowsMounted: number;
}

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const ESC = '\u001b';

/** Lines like the sandbox's containers print: coloured levels, access lines, a long one now and then. */
export function benchLogs(count: number): string {
  return Array.from({ length: count }, (_, index) => {
    const at = new Date(Date.UTC(2024, 4, 3, 9, 0, index % 60)).toISOString();
    if (index % 17 === 0) return `${at} ${ESC}[33mWARN ${ESC}[0m slow request: ${index % 900}ms`;
    if (index % 5 === 0)
      return `${at} 10.244.0.1 - - "GET /healthz HTTP/1.1" 200 ${600 + index} "-" "kube-probe/1.29"`;
    return `${at} ${ESC}[32mINFO ${ESC}[0m handled ${index % 50} requests, ${index % 7} in flight ${'·'.repeat(index % 40)}`;
  }).join('\n');
}

async function buildPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: fromHere('./logPage'),
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      alias: [
        { find: '@resources', replacement: fromHere('../../resources') },
        { find: '@src', replacement: fromHere('../../src') },
        { find: '@dataProvider', replacement: fromHere('../../dataProvider') },
      ],
    },
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  });
}

/** Shows 3,000 log lines in the log view in Chromium, several times, and reports the median time to paint. */
export async function measureLogView(): Promise<LogViewReport> {
  return withBenchPage(
    { name: 'log', buildInto: buildPage, viewport: { width: 1280, height: 800 } },
    async (page) => {
      await page.waitForFunction(() => window.logBench !== undefined);
      const logs = benchLogs(BENCH_LOG_LINES);
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        samples.push(await page.evaluate((text) => (window.logBench as LogBenchProbe).show(text), logs));
      }
      const times = samples.map((sample) => sample.toPaintMs).sort((a, b) => a - b);
      return {
        lines: samples[0].lines,
        toPaintMs: times[Math.floor(times.length / 2)],
        rowsMounted: Math.max(...samples.map((sample) => sample.rowsMounted)),
      };
    },
  );
}
