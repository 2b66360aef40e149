import type { Page } from '@playwright/test';
import { startSandbox } from '../../server/sandboxProcess';
import { signInAs } from './demoSignIn';
import { launchBenchBrowser } from './benchBrowser';

export interface LargeListReport {
  path: string;
  /** From the list's answer having arrived until its first row is drawn (and then found clickable). */
  interactiveMs: number;
  /** Rows (table rows or cards) in the page's DOM. */
  rows: number;
  /** The slowest of five keystrokes in the list's search box, from keydown to the next paint. */
  keystrokeMs?: number;
}

interface LargeList {
  path: string;
  endpoint: RegExp;
  search?: string;
}

const LISTS: LargeList[] = [
  {
    path: '/applications?view=table',
    endpoint: /\/api\/v1\/applications(\?|$)/,
    search: 'Search by name and description',
  },
  { path: '/users', endpoint: /\/api\/v1\/users(\?|$)/, search: 'Search by name' },
  { path: '/platform/projects', endpoint: /\/api\/v1\/projects(\?|$)/ },
  { path: '/clusters', endpoint: /\/api\/v1\/clusters(\?|$)/, search: 'Search by name' },
  { path: '/envs', endpoint: /\/api\/v1\/envs(\?|$)/ },
];

const ROWS = 'main tbody tr, main article';
// Once this stage hung for 13 minutes with the browser idle: a step that ends in no time like this fails the run.
const LIST_LIMIT_MS = 120_000;

function withinLimit<T>(measured: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no figure within ${LIST_LIMIT_MS / 1000} s`)),
      LIST_LIMIT_MS,
    );
  });
  return Promise.race([measured, limit]).finally(() => clearTimeout(timer));
}

declare global {
  interface Window {
    nextKeyToPaint?: Promise<number>;
  }
}

/** Types one character and measures, in the page, from its keydown until the frame after it painted. */
async function keystrokeToPaint(page: Page, character: string): Promise<number> {
  await page.evaluate(() => {
    window.nextKeyToPaint = new Promise<number>((resolve) => {
      document.addEventListener(
        'keydown',
        () => {
          const start = performance.now();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
        },
        { once: true, capture: true },
      );
    });
  });
  await page.keyboard.type(character);
  return page.evaluate(() => window.nextKeyToPaint ?? Promise.reject(new Error('no keystroke seen')));
}

/**
 * Focuses the search box and waits until its own focus transitions (the label rising, the outline's
 * colour) have ended. A script types within milliseconds of focusing; a person takes a few hundred, by
 * when they are over, so typing over them would measure the focus animation rather than the search.
 */
async function focusSettled(page: Page, name: string): Promise<void> {
  const box = page.getByRole('textbox', { name }).first();
  await box.focus();
  await box.evaluate(async (input) => {
    const field = input.closest('.MuiFormControl-root') ?? input;
    await Promise.all(field.getAnimations({ subtree: true }).map((animation) => animation.finished));
  });
}

/**
 * Milliseconds from the list's answer having arrived (its Resource Timing `responseEnd`) until the first
 * animation frame that finds a row drawn, both read in the page. Playwright's `response.finished()` was
 * once used for the first of them, and now and then never settled for the 2.5 MB list of applications.
 */
async function answerToFirstRow(page: Page, list: LargeList): Promise<number> {
  const figure = await page.waitForFunction(
    ({ rows, endpoint }) => {
      if (document.querySelector(rows) === null) return false;
      const answer = new RegExp(endpoint);
      const answers = performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => answer.test(entry.name) && entry.responseEnd > 0);
      const last = answers.at(-1);
      return last ? performance.now() - last.responseEnd : false;
    },
    { rows: ROWS, endpoint: list.endpoint.source },
    // Checked every frame: a locator's actionability retries wait up to 500 ms between attempts.
    { polling: 'raf', timeout: 30_000 },
  );
  // The page answers only once it has a figure, and it is never 0: a row is drawn after the answer.
  return (await figure.jsonValue()) as number;
}

async function measureList(page: Page, baseUrl: string, list: LargeList): Promise<LargeListReport> {
  await page.goto(`${baseUrl}${list.path}`);
  const interactiveMs = await answerToFirstRow(page, list);
  await page.locator(ROWS).first().click({ trial: true });
  const rows = await page.locator(ROWS).count();
  if (!list.search) return { path: list.path, interactiveMs, rows };
  await focusSettled(page, list.search);
  const keystrokes: number[] = [];
  for (const character of 'bulk-') keystrokes.push(await keystrokeToPaint(page, character));
  return { path: list.path, interactiveMs, rows, keystrokeMs: Math.max(...keystrokes) };
}

/** Opens each large list of a sandbox seeded with `count` more of everything, as the admin. */
export async function measureLargeLists(count: number, consoleDir: string): Promise<LargeListReport[]> {
  const sandbox = await startSandbox({
    env: {
      VELA_LARGE_SEED: String(count),
      VELA_LARGE_LISTS_SEED: String(count),
      VELA_CONSOLE_DIR: consoleDir,
    },
  });
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage();
    // The console loads more files than the default 250 entries Resource Timing keeps.
    await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
    await withinLimit(signInAs(page, sandbox.baseUrl, 'admin', 'Administrator'), 'signing in');
    const reports: LargeListReport[] = [];
    for (const list of LISTS)
      reports.push(await withinLimit(measureList(page, sandbox.baseUrl, list), list.path));
    return reports;
  } finally {
    await browser.close();
    await sandbox.stop();
  }
}
