import type { Browser } from '@playwright/test';

interface ProcessInfo {
  cpuTime: number;
}

/** Chromium counts its processes' CPU time in steps of 10 ms. */
const QUIET_SECONDS = 0.01;
const POLL_MS = 100;
const QUIET_POLLS = 2;
const DEADLINE_MS = 10_000;

/**
 * Waits until none of the browser's processes works any more (two polls 100 ms apart with at most one
 * step of CPU time between them), or 10 s. Why: a new context opens a new window, and Chromium builds that
 * window's address-bar popup (a page of its own) in the half second after; on a two-core machine that
 * work, about as much CPU as the page being measured, ran alongside every measured load. A user types an
 * address into a browser that is already up.
 */
export async function browserAtRest(browser: Browser): Promise<void> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const total = async () => {
      const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: ProcessInfo[] };
      return processInfo.reduce((sum, process) => sum + process.cpuTime, 0);
    };
    const deadline = Date.now() + DEADLINE_MS;
    let before = await total();
    let quiet = 0;
    while (quiet < QUIET_POLLS && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const now = await total();
      quiet = now - before <= QUIET_SECONDS + 1e-9 ? quiet + 1 : 0;
      before = now;
    }
  } finally {
    await cdp.detach();
  }
}
