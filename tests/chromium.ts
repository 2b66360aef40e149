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
