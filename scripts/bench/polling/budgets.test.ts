import { pollingBudgets, type PolledPage } from './budgets';
import type { PolledPageReport } from './polledPage';
import type { PhaseCounts } from './requestCounter';

const RECORDS = 'GET /api/v1/applications/app/envs/dev/records';
const page: PolledPage = { title: 'records', periodMs: 3000, endpoint: /\/records(\?|$)/ };

const phase = (counts: Record<string, [requests: number, mostAtOnce: number]>): PhaseCounts =>
  new Map(Object.entries(counts).map(([name, [requests, mostAtOnce]]) => [name, { requests, mostAtOnce }]));

const wellBehaved: PolledPageReport = {
  visible: phase({ [RECORDS]: [100, 1], 'GET /api/v1/applications/app': [1, 1] }),
  hidden: phase({}),
  firstSecondBack: phase({ [RECORDS]: [1, 1] }),
  returned: phase({ [RECORDS]: [10, 1] }),
  slowServer: phase({ [RECORDS]: [1, 1] }),
  leaving: phase({ [RECORDS]: [1, 1] }),
  left: phase({ 'GET /api/v1/applications': [1, 1] }),
};

const missed = (report: PolledPageReport) =>
  pollingBudgets(page, report)
    .filter((check) => !check.met)
    .map((check) => check.label);

describe('the polling budgets', () => {
  it('are all met by a page that reads once per period in view and never otherwise', () => {
    expect(missed(wellBehaved)).toEqual([]);
  });

  it('are missed by reads in a hidden tab, after leaving, or two at once', () => {
    expect(
      missed({
        ...wellBehaved,
        hidden: phase({ 'GET /api/v1/applications/app': [1, 1] }),
        left: phase({ [RECORDS]: [2, 1] }),
        slowServer: phase({ [RECORDS]: [3, 2] }),
      }),
    ).toEqual([
      '1 min in a hidden tab, any endpoint',
      '30 s of a server holding its answer',
      '1 min after leaving the page',
      'most requests to it under way at once',
    ]);
  });

  it('are missed by a page that reads too often, or stops reading, in view', () => {
    expect(missed({ ...wellBehaved, visible: phase({ [RECORDS]: [150, 1] }) })).toEqual(['5 min in view']);
    expect(missed({ ...wellBehaved, visible: phase({ [RECORDS]: [1, 1] }) })).toEqual(['5 min in view']);
  });

  it('expects one read at once on return to the tab', () => {
    expect(missed({ ...wellBehaved, firstSecondBack: phase({}) })).toEqual([
      'first second back in the tab (the answer is older than the period)',
    ]);
  });
});
