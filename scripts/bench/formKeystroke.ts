import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { withBenchPage } from './benchPage';
import { benchFormFields, BENCH_FIELD_COUNT } from './formFields';
import type { KeystrokeSample } from './formPage/probe';

const typedLabel = 'Name 0';
const typedKey = 'field0';
const typedText = 'nginx-frontend-service-prod-01';

export interface Spread {
  median: number;
  p95: number;
}

export interface FormKeystrokeReport {
  fieldCount: number;
  keystrokes: number;
  answeredMs: Spread;
  toPaintMs: Spread;
  renderMs: Spread;
}

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Nearest-rank percentile. */
function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)];
}

function spread(values: readonly number[]): Spread {
  return { median: percentile(values, 0.5), p95: percentile(values, 0.95) };
}

/** A production build of the page, with React's profiling build so that <Profiler> still reports. */
async function buildPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: fromHere('./formPage'),
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      alias: [
        { find: /^react-dom\/client$/, replacement: 'react-dom/profiling' },
        { find: '@schemas', replacement: fromHere('../../schemas') },
      ],
    },
    worker: { format: 'es' },
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  });
}

async function assertAllFieldsShown(page: Page): Promise<void> {
  const labels = await page.locator('label').allTextContents();
  // Required fields carry MUI's asterisk after the label text.
  const shown = new Set(labels.map((label) => label.replace(/\s*\*$/, '')));
  const missing = benchFormFields(BENCH_FIELD_COUNT).filter((field) => !shown.has(field.label ?? ''));
  if (missing.length > 0) throw new Error(`${missing.length} of ${BENCH_FIELD_COUNT} fields are not shown`);
}

async function typeMeasured(page: Page, text: string): Promise<KeystrokeSample[]> {
  await page.getByRole('textbox', { name: typedLabel, exact: true }).focus();
  const samples: KeystrokeSample[] = [];
  for (const character of text) {
    await page.keyboard.type(character);
    samples.push(await page.evaluate(() => window.formBench!.settle()));
  }
  const emitted = await page.evaluate(() => window.formBench!.emitted());
  if (emitted?.[typedKey] !== text)
    throw new Error(`the form emitted ${JSON.stringify(emitted?.[typedKey])} instead of "${text}"`);
  return samples;
}

/** Renders VelaForm with 200 fields in Chromium and measures each character typed into the first one. */
export async function measureFormKeystrokes(): Promise<FormKeystrokeReport> {
  return withBenchPage({ name: 'form', buildInto: buildPage }, async (page) => {
    // Otherwise VelaForm folds every optional field away.
    await page.getByLabel('Advanced Parameters').check();
    await assertAllFieldsShown(page);
    const samples = await typeMeasured(page, typedText);
    return {
      fieldCount: BENCH_FIELD_COUNT,
      keystrokes: samples.length,
      answeredMs: spread(samples.map((sample) => sample.answeredMs)),
      toPaintMs: spread(samples.map((sample) => sample.toPaintMs)),
      renderMs: spread(samples.map((sample) => sample.renderMs)),
    };
  });
}
