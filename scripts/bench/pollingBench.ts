/**
 * The polling part of `npm run bench` alone, against a console already built:
 * `node --import tsx scripts/bench/pollingBench.ts <build folder>` (default dist).
 */
import { measureRecordPolling, printPollingBudgets, RECORD_PAGE } from './polling/recordPolling';

const met = printPollingBudgets(RECORD_PAGE.title, await measureRecordPolling(process.argv[2] ?? 'dist'));
process.exit(met ? 0 : 1);
