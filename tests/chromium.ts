import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium as the journeys and the benches drive it (none downloads a browser): no sandbox or
 * GPU, no background traffic, and no host name resolved but this machine's, so that nothing they do can
 * reach the internet even where there is one.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  ],
};

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The journeys' browser: Debian's Chromium headless shell where it is installed (`.ci/run` installs it),
 * the same engine without the desktop browser around it. Four journey files took 200-230 s with it and
 * 281-295 s with the full browser, side by side on the same loaded machine. The benches keep the full
 * browser, as a user has.
 */
export const journeyLaunchOptions: LaunchOptions = {
  ...chromiumLaunchOptions,
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
};
