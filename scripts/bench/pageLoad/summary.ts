import { spreadOf, type Spread } from '../stats';
import type { LoadFigures } from './loadFigures';

/** The figures of a page, in print order; `compared`: printed as a ratio of the console's to VelaUX's. */
export const FIGURES = [
  { key: 'timeToContentMs', label: 'time to content', unit: 'ms', compared: true },
  { key: 'rounds', label: 'network rounds until ready', unit: '', compared: false },
  { key: 'requests', label: 'requests until ready', unit: '', compared: false },
  { key: 'jsTransferBytes', label: 'JavaScript, on the wire', unit: 'KB', compared: true },
  { key: 'jsDecodedBytes', label: 'JavaScript, decoded', unit: 'KB', compared: true },
  { key: 'scriptMs', label: 'main thread, script', unit: 'ms', compared: true },
  { key: 'taskMs', label: 'main thread, all tasks', unit: 'ms', compared: true },
] as const;

export type FigureKey = (typeof FIGURES)[number]['key'];

/** Each figure's median, lowest and highest over the loads. */
export function spreads(loads: readonly LoadFigures[]): Record<FigureKey, Spread> {
  return Object.fromEntries(
    FIGURES.map(({ key }) => [key, spreadOf(loads.map((load) => load[key]))]),
  ) as Record<FigureKey, Spread>;
}

/** Every address asked more than once in some load, with the number of loads it was. */
export function askedTwice(loads: readonly LoadFigures[]): Map<string, number> {
  const inLoads = new Map<string, number>();
  for (const name of loads.flatMap((load) => load.askedTwice))
    inLoads.set(name, (inLoads.get(name) ?? 0) + 1);
  return inLoads;
}

/** Issue 35: a page is ready after at most three network rounds, without asking any address twice. */
export const MOST_ROUNDS = 3;

/**
 * What breaks the budget on a page: more than three rounds in the median load (the rounds depend on
 * timing where two requests race), or an address asked twice in any load (a page that sometimes asks twice
 * has a race of its own).
 */
export function budgetMisses(path: string, loads: readonly LoadFigures[]): string[] {
  const rounds = spreads(loads).rounds.median;
  const misses =
    rounds > MOST_ROUNDS
      ? [
          `${path}: ${rounds} network rounds until ready (median of ${loads.length} loads; at most ${MOST_ROUNDS})`,
        ]
      : [];
  for (const [name, count] of askedTwice(loads))
    misses.push(
      `${path}: asks ${name} more than once before it is ready (in ${count} of ${loads.length} loads)`,
    );
  return misses;
}
