import { startSandbox } from '../../../server/sandboxProcess';
import { signInAsAlice } from '../demoSignIn';
import { pollingBudgets, type BudgetCheck, type PolledPage } from './budgets';
import { measurePolledPage } from './polledPage';
import { countApiRequests } from './requestCounter';
import { launchBenchBrowser } from '../benchBrowser';

export const RECORD_PAGE: PolledPage = {
  title: 'workflow record page (suspending record, read every 3 s)',
  periodMs: 3000,
  endpoint: /\/api\/v1\/applications\/guestbook\/envs\/default\/records(\?|$)/,
};

const RECORD_ADDRESS =
  /\/applications\/guestbook\/envbinding\/default\/workflow\/records\/workflow-default-\d+$/;

/**
 * Deploys the demo's guestbook as Alice (its workflow waits for approval, so its record keeps polling),
 * keeps its record page open on a fake clock through the polling phases and judges the requests.
 */
export async function measureRecordPolling(distDir: string): Promise<BudgetCheck[]> {
  const sandbox = await startSandbox({ env: { VELA_CONSOLE_DIR: distDir } });
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage();
    await page.clock.install();
    const counter = countApiRequests(page);
    await signInAsAlice(page, sandbox.baseUrl);
    await page.goto(`${sandbox.baseUrl}/applications/guestbook/config#deploy`);
    const deploy = page.getByRole('dialog', { name: 'Deploy Application' });
    await deploy.getByRole('button', { name: 'Deploy', exact: true }).click();
    await page.waitForURL(RECORD_ADDRESS);
    const approval = page.getByText('This workflow is waiting for your approval.');
    await approval.waitFor();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const report = await measurePolledPage(page, counter, RECORD_PAGE.endpoint, '/applications', approval);
    return pollingBudgets(RECORD_PAGE, report);
  } finally {
    await browser.close();
    await sandbox.stop();
  }
}

/** Prints each budget with its figure; true when all are met. */
export function printPollingBudgets(title: string, checks: BudgetCheck[]): boolean {
  console.log(`polling, ${title}:`);
  for (const { label, figure, budget, met } of checks)
    console.log(`  ${label}: ${figure} requests (budget ${budget})${met ? '' : ' MISSED'}`);
  return checks.every((check) => check.met);
}
