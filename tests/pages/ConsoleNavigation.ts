import type { Page, Request } from '@playwright/test';

/** How long no request may be under way before a page counts as loaded (as Playwright's `networkidle`). */
const QUIET_MS = 500;

/**
 * Opens a console page the way the console's own links do (a history entry the router follows), without
 * loading the console again, and resolves once the page's requests are over: a sweep over many pages
 * then spends its time on the pages themselves. A journey about addresses (a reload, a copied link)
 * uses `page.goto`.
 */
export async function openInConsole(page: Page, path: string): Promise<void> {
  const underWay = new Set<Request>();
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let quietNow = () => {};
  const quiet = new Promise<void>((resolve) => {
    quietNow = resolve;
  });
  const waitForQuiet = () => {
    clearTimeout(quietTimer);
    if (underWay.size === 0) quietTimer = setTimeout(quietNow, QUIET_MS);
  };
  const began = (request: Request) => {
    underWay.add(request);
    clearTimeout(quietTimer);
  };
  const ended = (request: Request) => {
    underWay.delete(request);
    waitForQuiet();
  };
  page.on('request', began);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
    waitForQuiet();
    await quiet;
  } finally {
    clearTimeout(quietTimer);
    page.off('request', began);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
