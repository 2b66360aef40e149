import type { Locator, Page, Route } from '@playwright/test';
import type { PhaseCounts, RequestCounter } from './requestCounter';

/** The fake clock moves a second at a time; each second's requests are answered before the next. */
const STEP_MS = 1000;
const ANSWER_WAIT_MS = 10_000;

export const PHASE_MS = {
  visible: 5 * 60_000,
  hidden: 60_000,
  /** The first second back in the tab, then the rest of the return. */
  returned: 30_000,
  slowServer: 30_000,
  left: 60_000,
};

export interface PolledPageReport {
  visible: PhaseCounts;
  hidden: PhaseCounts;
  firstSecondBack: PhaseCounts;
  returned: PhaseCounts;
  slowServer: PhaseCounts;
  /** From the click away until the page is gone, with time flowing as for the user. */
  leaving: PhaseCounts;
  left: PhaseCounts;
}

const realPause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answered(counter: RequestCounter): Promise<void> {
  const deadline = Date.now() + ANSWER_WAIT_MS;
  while (counter.underWay() > 0 && Date.now() < deadline) await realPause(5);
}

async function advance(page: Page, counter: RequestCounter, ms: number, waitForAnswers = true) {
  for (let passed = 0; passed < ms; passed += STEP_MS) {
    await page.clock.runFor(STEP_MS);
    if (waitForAnswers) await answered(counter);
    else await realPause(10);
  }
}

/** What the browser does when the user switches to another tab and back. */
async function showTab(page: Page, visible: boolean) {
  await page.evaluate((visible) => {
    if (visible) {
      Reflect.deleteProperty(document, 'visibilityState');
      Reflect.deleteProperty(document, 'hidden');
    } else {
      // Plain values, not getters: the bench's TypeScript loader names functions with a helper the page lacks.
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, value: true });
    }
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, visible);
}

/**
 * Goes to another page of the console the way its router does (no reload) and waits, with the clock
 * flowing again, until the polled page is gone: the next page may first load its code over the network.
 */
async function leaveFor(page: Page, path: string, shownWhileOpen: Locator) {
  await page.clock.resume();
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
  await shownWhileOpen.waitFor({ state: 'detached' });
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + STEP_MS);
}

/**
 * Runs an open polled page through the phases a user puts it through, on the page's fake clock (installed
 * before navigation): five minutes in view, a minute in a hidden tab, back in the tab, a server that holds
 * its answers of `polled` (every read joins the one under way), and a minute after leaving for `elsewhere`
 * (once `shownWhileOpen`, something only the polled page shows, is gone).
 */
export async function measurePolledPage(
  page: Page,
  counter: RequestCounter,
  polled: RegExp,
  elsewhere: string,
  shownWhileOpen: Locator,
): Promise<PolledPageReport> {
  await answered(counter);
  counter.takePhase();
  await advance(page, counter, PHASE_MS.visible);
  const visible = counter.takePhase();

  await showTab(page, false);
  await advance(page, counter, PHASE_MS.hidden);
  const hidden = counter.takePhase();

  await showTab(page, true);
  await advance(page, counter, STEP_MS);
  const firstSecondBack = counter.takePhase();
  await advance(page, counter, PHASE_MS.returned - STEP_MS);
  const returned = counter.takePhase();

  const held: Route[] = [];
  await page.route(polled, (route) => void held.push(route));
  await advance(page, counter, PHASE_MS.slowServer, false);
  await Promise.all(held.map((route) => route.continue()));
  await page.unroute(polled);
  await answered(counter);
  const slowServer = counter.takePhase();

  await leaveFor(page, elsewhere, shownWhileOpen);
  await answered(counter);
  const leaving = counter.takePhase();
  await advance(page, counter, PHASE_MS.left);
  const left = counter.takePhase();
  return { visible, hidden, firstSecondBack, returned, slowServer, leaving, left };
}
