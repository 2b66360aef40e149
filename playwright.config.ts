import { defineConfig, devices } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { journeyLaunchOptions } from './tests/chromium';
import { idleShareOver } from './tests/idleCpu';

/**
 * Browser journeys run against the built console served by the sandbox server. Each worker starts its
 * own server on a free port with a fresh database (tests/fixtures.ts), so journeys in different files
 * run side by side; VELA_CONSOLE_DIR (a build of one's own) reaches those servers through the environment.
 */
/**
 * Two browsers when the machine is free as the journeys start, else one. On an idle 2-core machine two
 * workers ran 19 journeys a minute against 16 for one; beside a second suite, two workers each (four
 * browsers and four servers) made the journeys slower than one and let timeouts fail them. Only the
 * runner decides (its workers load this file too); E2E_WORKERS decides instead when set.
 */
async function journeyWorkers(): Promise<number> {
  if (process.env.E2E_WORKERS) return Number(process.env.E2E_WORKERS);
  if (process.env.TEST_WORKER_INDEX !== undefined || availableParallelism() < 2) return 1;
  const idle = await idleShareOver(1000);
  return idle !== undefined && idle > 0.8 ? 2 : 1;
}

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: await journeyWorkers(),
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // A journey on a loaded 2-core machine takes about twice its idle time; longer ones set their own.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    trace: 'on-first-retry',
    // Journeys run with the system's "reduce motion" set, which the console honours: dialogs and drawers
    // appear at once, so no step waits for a slide or fade to finish (about a tenth of the journeys' time).
    reducedMotion: 'reduce',
    launchOptions: journeyLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
