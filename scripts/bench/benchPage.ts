import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { launchBenchBrowser } from './benchBrowser';

interface BenchPageOptions {
  /** Names the temporary folder and the page's made-up origin. */
  name: string;
  /** Builds the page's index.html and assets into the folder. */
  buildInto: (outDir: string) => Promise<void>;
  viewport?: { width: number; height: number };
}

/**
 * Builds a bench page, opens it in Chromium from its build folder (no server) and hands the page to
 * `measure`; the browser and the folder are gone afterwards, whatever happened.
 */
export async function withBenchPage<T>(
  { name, buildInto, viewport }: BenchPageOptions,
  measure: (page: Page) => Promise<T>,
): Promise<T> {
  const origin = `http://${name}-bench.invalid`;
  const outDir = mkdtempSync(join(tmpdir(), `vela-${name}-bench-`));
  try {
    await buildInto(outDir);
    const browser = await launchBenchBrowser();
    try {
      const page = await browser.newPage(viewport ? { viewport } : {});
      await page.route(`${origin}/**`, (route) =>
        route.fulfill({ path: join(outDir, new URL(route.request().url()).pathname) }),
      );
      await page.goto(`${origin}/index.html`);
      return await measure(page);
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
