import type { Spread } from '../stats';
import type { PageLoadReport, PageLoads } from '../pageLoad';
import type { LoadResult } from './coldLoad';
import { nameOf } from './loadFigures';
import { FIGURES, askedTwice, budgetMisses, spreads } from './summary';

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const kilobytes = (bytes: number) => (bytes / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 });

function shown(spread: Spread, unit: string): string {
  const value = unit === 'KB' ? kilobytes : whole;
  const range = spread.min === spread.max ? '' : ` (${value(spread.min)}–${value(spread.max)})`;
  return `${value(spread.median)}${unit ? ` ${unit}` : ''}${range}`;
}

const row = (cells: string[]) =>
  `  ${cells[0].padEnd(28)}${cells[1].padEnd(30)}${(cells[2] ?? '').padEnd(30)}${cells[3] ?? ''}`.trimEnd();

function twiceLine(loads: LoadResult[]): string {
  const twice = [...askedTwice(loads.map((load) => load.figures))];
  return twice.length === 0
    ? 'none'
    : twice.map(([name, count]) => `${name} (${count} of ${loads.length} loads)`).join('; ');
}

function printPage({ page, console: ours, velaux }: PageLoads): void {
  console.log(`${page.path}, ready: ${page.ready}`);
  const figures = spreads(ours.map((load) => load.figures));
  const theirs = velaux && spreads(velaux.map((load) => load.figures));
  console.log(row(['', 'console', theirs ? 'VelaUX' : '', theirs ? 'console/VelaUX' : '']));
  for (const { key, label, unit, compared } of FIGURES) {
    const ratio =
      theirs && compared && theirs[key].median > 0
        ? (figures[key].median / theirs[key].median).toFixed(3)
        : '';
    console.log(row([label, shown(figures[key], unit), theirs ? shown(theirs[key], unit) : '', ratio]));
  }
  console.log(`  addresses asked twice, console: ${twiceLine(ours)}`);
  if (velaux) console.log(`  addresses asked twice, VelaUX: ${twiceLine(velaux)}`);
}

/** The load whose time to content is the median. */
function medianLoad(loads: LoadResult[]): LoadResult {
  const byTime = [...loads].sort((a, b) => a.figures.timeToContentMs - b.figures.timeToContentMs);
  return byTime[Math.floor(byTime.length / 2)];
}

/** Every request of the page's median load until ready: when it was sent and ended, and its round. */
export function printWaterfall(path: string, ui: string, loads: LoadResult[]): void {
  const { figures, waterfall } = medianLoad(loads);
  console.log(
    `waterfall of ${path} in ${ui} (the load of median time, ready at ${whole(figures.timeToContentMs)} ms, ` +
      `${figures.rounds} rounds; ms from the navigation's start):`,
  );
  const origin = waterfall[0] ? new URL(waterfall[0].url).origin : '';
  console.log('  round     sent    ended  kind        request');
  for (const request of waterfall) {
    const ended = request.endMs === undefined ? 'later' : request.endMs.toFixed(0);
    console.log(
      `  ${String(request.round).padStart(5)}${request.startMs.toFixed(0).padStart(9)}${ended.padStart(9)}  ` +
        `${request.kind.padEnd(10)}  ${nameOf(request, origin)}${request.failed ? ' (failed)' : ''}`,
    );
  }
}

/**
 * Prints the figures of every page, the waterfall of each page that misses the budget (of all pages with
 * `allWaterfalls`) and the misses; true when every signed-in page meets the budget.
 */
export function printPageLoads(report: PageLoadReport, allWaterfalls = false): boolean {
  console.log(
    `page loads: admin opens each page by its address with a cold cache, ${report.loads} measured loads ` +
      `of each after one unmeasured; median (lowest–highest)`,
  );
  if (report.velauxMissing) console.log(`  side by side with VelaUX skipped: ${report.velauxMissing}`);
  const misses: string[] = [];
  for (const pageLoads of report.pages) {
    printPage(pageLoads);
    const { page, console: ours, velaux } = pageLoads;
    const pageMisses = page.signedIn
      ? budgetMisses(
          page.path,
          ours.map((load) => load.figures),
        )
      : [];
    misses.push(...pageMisses);
    if (allWaterfalls || pageMisses.length > 0) printWaterfall(page.path, 'the console', ours);
    if (allWaterfalls && velaux) printWaterfall(page.path, 'VelaUX', velaux);
  }
  for (const miss of misses) console.log(`page load budget MISSED: ${miss}`);
  return misses.length === 0;
}
