/**
 * The page load part of `npm run bench` alone, against a console already built (`npm run build`):
 * `node --import tsx scripts/bench/pageLoadBench.ts [--velaux] [--waterfalls] [--loads N] [build folder]`
 * (default dist). --velaux measures VelaUX's production UI beside the console on the same sandbox (see
 * pageLoad/velauxUi.ts for where its build is kept); --waterfalls prints every page's requests, not only
 * those of pages that miss the budget.
 */
import { parseArgs } from 'node:util';
import { LOADS, measurePageLoads } from './pageLoad';
import { printPageLoads } from './pageLoad/printReport';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    velaux: { type: 'boolean', default: false },
    waterfalls: { type: 'boolean', default: false },
    loads: { type: 'string', default: String(LOADS) },
  },
});

const report = await measurePageLoads({
  distDir: positionals[0] ?? 'dist',
  sideBySide: values.velaux,
  loads: Number(values.loads),
});
process.exit(printPageLoads(report, values.waterfalls) ? 0 : 1);
