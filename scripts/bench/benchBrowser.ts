import { chromium, type Browser } from '@playwright/test';

/**
 * Debian's Chromium as every bench drives it: no GPU, no background traffic, and no host name resolved
 * but this machine's, so that a bench cannot reach the internet.
 */
export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    ],
  });
}
