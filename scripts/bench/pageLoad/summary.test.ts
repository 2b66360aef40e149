import type { LoadFigures } from './loadFigures';
import { budgetMisses, spreads } from './summary';

const load = (rounds: number, timeToContentMs: number, askedTwice: string[] = []): LoadFigures => ({
  timeToContentMs,
  requests: 40,
  rounds,
  jsTransferBytes: 1000,
  jsDecodedBytes: 900,
  scriptMs: 300,
  taskMs: 500,
  askedTwice,
});

describe('the page load budget', () => {
  it('is met by a page ready in three rounds that asks nothing twice', () => {
    expect(budgetMisses('/applications', [load(3, 900), load(3, 950), load(4, 1000)])).toEqual([]);
  });

  it('is missed by a page whose median load takes more than three rounds', () => {
    expect(budgetMisses('/applications', [load(7, 1900), load(7, 1950), load(3, 1000)])).toEqual([
      '/applications: 7 network rounds until ready (median of 3 loads; at most 3)',
    ]);
  });

  it('is missed by a page that asks an address twice in any load', () => {
    const twice = 'GET http://127.0.0.1:8000/api/v1/applications';
    expect(budgetMisses('/applications', [load(3, 900, [twice]), load(3, 950), load(3, 1000)])).toEqual([
      `/applications: asks ${twice} more than once before it is ready (in 1 of 3 loads)`,
    ]);
  });
});

describe('the figures over the loads', () => {
  it('are each the median with the lowest and highest load', () => {
    const figures = spreads([load(3, 1923), load(4, 1757), load(3, 2241)]);
    expect(figures.timeToContentMs).toEqual({ median: 1923, min: 1757, max: 2241 });
    expect(figures.rounds).toEqual({ median: 3, min: 3, max: 4 });
  });
});
