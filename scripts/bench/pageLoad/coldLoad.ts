import type { Browser, BrowserContext } from '@playwright/test';
import { browserAtRest } from './browserAtRest';
import { loadFigures, type LoadFigures, type WaterfallRow } from './loadFigures';
import { recordNetwork } from './networkLog';
import { listenForContent, probeForContent, type ReadyElement } from './readyProbe';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface LoadResult {
  figures: LoadFigures;
  waterfall: WaterfallRow[];
}

const CONTENT_DEADLINE_MS = 60_000;
/** How long requests sent before the content showed may take to end, to time the waterfall's last ones. */
const SETTLE_DEADLINE_MS = 5_000;

function withDeadline<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Opens `url` by its address in a new browser context (an empty cache, new connections, a new renderer)
 * that holds `session` (a signed-in user's localStorage), and measures it until `element` shows. The
 * navigation starts once the new window is up and the browser at rest.
 */
export async function coldLoad(
  browser: Browser,
  url: string,
  element: ReadyElement,
  session?: StorageState,
): Promise<LoadResult> {
  const context = await browser.newContext(session ? { storageState: session } : {});
  try {
    await probeForContent(context, element);
    const page = await context.newPage();
    await browserAtRest(browser);
    const cdp = await context.newCDPSession(page);
    const network = await recordNetwork(cdp);
    const { whenShown } = await listenForContent(cdp);
    const described = `${element.selector}${element.text ? ` containing "${element.text}"` : ''}`;
    const [moment] = await withDeadline(
      Promise.all([whenShown, page.goto(url, { waitUntil: 'commit' })]),
      CONTENT_DEADLINE_MS,
      `${url}: ${described} did not show within ${CONTENT_DEADLINE_MS / 1000} s`,
    );
    await network.settled(moment.navigationStart + moment.readyMs / 1000, SETTLE_DEADLINE_MS);
    return loadFigures(
      network.requests(moment.navigationStart),
      moment.readyMs,
      moment.mainThread,
      new URL(url).origin,
    );
  } finally {
    await context.close();
  }
}
