import { PHASE_MS, type PolledPageReport } from './polledPage';
import { countOf, type PhaseCounts } from './requestCounter';

export interface PolledPage {
  title: string;
  /** The spec's period of the page's poll. */
  periodMs: number;
  /** Matches the polled endpoint, both as `GET /api/v1/…` and as the request's address. */
  endpoint: RegExp;
}

export interface BudgetCheck {
  label: string;
  figure: number;
  budget: string;
  met: boolean;
}

const total = (phase: PhaseCounts) => [...phase.values()].reduce((sum, count) => sum + count.requests, 0);

const atMost = (label: string, figure: number, most: number): BudgetCheck => ({
  label,
  figure,
  budget: most === 0 ? '0' : `at most ${most}`,
  met: figure <= most,
});

/** The polling budgets of one page: one read per period in view, none hidden or after leaving, never two at once. */
export function pollingBudgets(page: PolledPage, report: PolledPageReport): BudgetCheck[] {
  const reads = (phase: PhaseCounts) => countOf(phase, page.endpoint).requests;
  const perPeriod = (ms: number) => Math.floor(ms / page.periodMs) + 1;
  const inView = reads(report.visible);
  const stillPolling = Math.floor(PHASE_MS.visible / page.periodMs / 2);
  const phases = Object.values(report);
  return [
    {
      label: `${PHASE_MS.visible / 60_000} min in view`,
      figure: inView,
      budget: `${stillPolling} to ${perPeriod(PHASE_MS.visible)}`,
      met: inView >= stillPolling && inView <= perPeriod(PHASE_MS.visible),
    },
    atMost(`${PHASE_MS.hidden / 60_000} min in a hidden tab, any endpoint`, total(report.hidden), 0),
    {
      label: 'first second back in the tab (the answer is older than the period)',
      figure: reads(report.firstSecondBack),
      budget: '1',
      met: reads(report.firstSecondBack) === 1,
    },
    atMost(
      `${PHASE_MS.returned / 1000 - 1} s more in the tab`,
      reads(report.returned),
      perPeriod(PHASE_MS.returned),
    ),
    atMost(`${PHASE_MS.slowServer / 1000} s of a server holding its answer`, reads(report.slowServer), 1),
    atMost('while the next page replaces it (a read may fall due)', reads(report.leaving), 1),
    atMost(`${PHASE_MS.left / 60_000} min after leaving the page`, reads(report.left), 0),
    atMost(
      'most requests to it under way at once',
      Math.max(...phases.map((phase) => countOf(phase, page.endpoint).mostAtOnce)),
      1,
    ),
  ];
}
