import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe into a frame unless its document already has it. Evaluating axe's 550 kB source took about
 * 0.45 s per check; journeys check one document several times as they move through the console.
 */
async function injectAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
  if (present) return;
  await frame.evaluate(AXE_SOURCE);
  await frame.evaluate(() => {
    (window as unknown as { axe: { configure(spec: object): void } }).axe.configure({
      allowedOrigins: ['<same_origin>'],
    });
  });
}

/**
 * Runs axe in the page itself (axe reaches same-origin frames through the copies put into them), and
 * answers only the violations: axe then skips building a result for every passing element. `touch`
 * adds axe's target-size rule (WCAG 2.2, 2.5.8: targets of 24 × 24 px or spaced as far), off by default.
 */
export async function axeViolations(page: Page, exclude: string[], touch = false): Promise<Result[]> {
  for (const frame of page.frames()) await injectAxe(frame);
  const results = await page.evaluate(
    ({ excluded, targetSize }) =>
      (window as unknown as { axe: { run(c: object, o: object): Promise<AxeResults> } }).axe.run(
        { exclude: excluded },
        { resultTypes: ['violations'], rules: { 'target-size': { enabled: targetSize } } },
      ),
    { excluded: exclude.map((selector) => [selector]), targetSize: touch },
  );
  return results.violations;
}
