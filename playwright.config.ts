import { defineConfig, devices } from '@playwright/test';
import { journeyLaunchOptions } from './tests/chromium';

/**
 * Browser journeys run against the built console served by the sandbox server. Each worker starts its
 * own server on a free port with a fresh database (tests/fixtures.ts), so journeys in different files
 * run side by side; VELA_CONSOLE_DIR (a build of one's own) reaches those servers through the environment.
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  // One browser at a time by default: beside a second suite on 2 cores, two workers each (four browsers and
  // four servers) made the journeys slower than one and let timeouts fail them. E2E_WORKERS=2 on a free machine.
  workers: Number(process.env.E2E_WORKERS ?? 1),
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
