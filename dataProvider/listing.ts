/** Sorting and paging for lists the server does not page or sort itself. */
import type { SortOrder } from './resourceMap';

type Row = Record<string, unknown>;

/** The server accepts page sizes 5..100 and clamps anything else, which would misalign pages. */
export const MIN_SERVER_PAGE_SIZE = 5;
export const MAX_SERVER_PAGE_SIZE = 100;

export function serverCanPage(perPage: number): boolean {
  return perPage >= MIN_SERVER_PAGE_SIZE && perPage <= MAX_SERVER_PAGE_SIZE;
}

function valueAt(row: Row, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Row | undefined)?.[key], row);
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T/;

/** Two RFC 3339 times compared as moments; NaN when either is not one. */
function compareTimes(a: string, b: string): number {
  if (!TIMESTAMP.test(a) || !TIMESTAMP.test(b)) return NaN;
  return Date.parse(a) - Date.parse(b);
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  // Lists open sorted by time: comparing times as text would start the locale's collator, which takes
  // about 8 ms on the first call, before the first rows can be drawn.
  const byTime = typeof a === 'string' && typeof b === 'string' ? compareTimes(a, b) : NaN;
  return Number.isNaN(byTime) ? String(a).localeCompare(String(b)) : byTime;
}

/** A stable sort on a (dotted) field; empty values go last whatever the order. */
export function sortRows<T extends Row>(rows: T[], sort?: SortOrder): T[] {
  if (!sort?.field) return rows;
  const direction = sort.order === 'DESC' ? -1 : 1;
  return [...rows].sort((left, right) => {
    const a = valueAt(left, sort.field);
    const b = valueAt(right, sort.field);
    const empty = (value: unknown) => value === undefined || value === null;
    if (empty(a) || empty(b)) return compareValues(a, b);
    return direction * compareValues(a, b);
  });
}

export function pageRows<T>(rows: T[], page: number, perPage: number): T[] {
  const start = (Math.max(page, 1) - 1) * perPage;
  return rows.slice(start, start + perPage);
}

type RowTest = (row: Row, value: unknown, filter: Row) => boolean;

const isEmptyFilter = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

/** Keeps the rows that pass every local filter that has a value in `filter`. */
export function filterRows<T extends Row>(
  rows: T[],
  tests: Record<string, RowTest> | undefined,
  filter: Row | undefined,
): T[] {
  const active = Object.entries(tests ?? {}).filter(([name]) => !isEmptyFilter(filter?.[name]));
  if (!active.length) return rows;
  return rows.filter((row) => active.every(([name, test]) => test(row, filter?.[name], filter ?? {})));
}
