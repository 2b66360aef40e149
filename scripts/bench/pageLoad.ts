/**
 * Page loads (issue 35): a signed-in admin opens each screen people use all day by its address, with a cold
 * cache, in the console and, side by side on the same sandbox, in VelaUX's own production UI. Each load is
 * measured with Chromium's own tools (CDP): time to content, requests, network rounds, JavaScript, main
 * thread time; see pageLoad/ for the definitions.
 */
import { startSandbox } from '../../server/sandboxProcess';
import { launchBenchBrowser } from './benchBrowser';
import { LOGIN_PAGE, SIGNED_IN_PAGES, type BenchedPage } from './pageLoad/benchedPages';
import { coldLoad, type LoadResult, type StorageState } from './pageLoad/coldLoad';
import { adminSession } from './pageLoad/sessions';
import { findVelauxBuild, startVelauxUi } from './pageLoad/velauxUi';

export const LOADS = 5;

export interface PageLoads {
  page: BenchedPage;
  console: LoadResult[];
  /** Unset when VelaUX's UI was not measured. */
  velaux?: LoadResult[];
}

export interface PageLoadReport {
  pages: PageLoads[];
  loads: number;
  /** Why VelaUX's UI was not measured beside the console, when it was asked for and is missing. */
  velauxMissing?: string;
}

interface Ui {
  name: 'console' | 'velaux';
  baseUrl: string;
  session: StorageState;
}

export interface PageLoadOptions {
  /** The built console the sandbox serves. */
  distDir: string;
  /** Measure VelaUX's UI too, when its build is there. */
  sideBySide: boolean;
  loads?: number;
}

export async function measurePageLoads({
  distDir,
  sideBySide,
  loads = LOADS,
}: PageLoadOptions): Promise<PageLoadReport> {
  const build = sideBySide ? findVelauxBuild() : undefined;
  const velauxMissing = build && 'missing' in build ? build.missing : undefined;
  const sandbox = await startSandbox({ env: { VELA_CONSOLE_DIR: distDir } });
  const velauxUi = build && !('missing' in build) ? await startVelauxUi(build, sandbox.baseUrl) : undefined;
  const browser = await launchBenchBrowser();
  try {
    const uis: Ui[] = [
      {
        name: 'console',
        baseUrl: sandbox.baseUrl,
        session: await adminSession(browser, sandbox.baseUrl, 'console'),
      },
    ];
    if (velauxUi) {
      const session = await adminSession(browser, velauxUi.baseUrl, 'velaux');
      uis.push({ name: 'velaux', baseUrl: velauxUi.baseUrl, session });
    }
    const pages: PageLoads[] = [];
    for (const page of [...SIGNED_IN_PAGES, LOGIN_PAGE]) {
      console.log(`  loading ${page.path} in ${uis.map((ui) => ui.name).join(' and ')}, ${loads} times each`);
      const open = (ui: Ui) =>
        coldLoad(browser, `${ui.baseUrl}${page.path}`, page[ui.name], page.signedIn ? ui.session : undefined);
      // Once unmeasured, so that the server has run the page's requests before (it runs all day).
      for (const ui of uis) await open(ui);
      const results = new Map<Ui['name'], LoadResult[]>(uis.map((ui) => [ui.name, []]));
      // The UIs take turns, so that whatever else the machine does falls on both alike.
      for (let load = 0; load < loads; load += 1)
        for (const ui of uis) results.get(ui.name)?.push(await open(ui));
      pages.push({ page, console: results.get('console') ?? [], velaux: results.get('velaux') });
    }
    return { pages, loads, velauxMissing };
  } finally {
    await browser.close();
    await velauxUi?.stop();
    await sandbox.stop();
  }
}
