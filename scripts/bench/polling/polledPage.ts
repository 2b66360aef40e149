import type { Page, Route } from '@playwright/test';
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

/** Goes to another page of the console the way its router does (no reload). */
async function leaveFor(page: Page, path: string) {
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
}

/**
 * Runs an open polled page through the phases a user puts it through, on the page's fake clock (installed
 * before navigation): five minutes in view, a minute in a hidden tab, back in the tab, a server that holds
 * its answers of `polled` (every read joins the one under way), and a minute after leaving for `elsewhere`.
 */
export async function measurePolledPage(
  page: Page,
  counter: RequestCounter,
  polled: string,
  elsewhere: string,
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

  await leaveFor(page, elsewhere);
  await advance(page, counter, PHASE_MS.left);
  const left = counter.takePhase();
  return { visible, hidden, firstSecondBack, returned, slowServer, left };
}
