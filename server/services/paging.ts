/**
 * Paging as the real server does it: page 0 (or absent) returns everything, pageSize is clamped to
 * [5, 100], and the total is always the unpaged count.
 */
import { BusinessError } from '../errors';

export interface Paging {
  page: number;
  pageSize: number;
}

type Query = Record<string, string | string[] | undefined>;

function integerParam(query: Query, name: string, fallback: number): number {
  const raw = query[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return fallback;
  if (!/^-?\d+$/.test(value)) throw new BusinessError(400, `invalid ${name} ${value}`);
  return Number(value);
}

export function readPaging(query: unknown): Paging {
  const params = (query ?? {}) as Query;
  const page = Math.max(0, integerParam(params, 'page', 0));
  const pageSize = Math.min(100, Math.max(5, integerParam(params, 'pageSize', 10)));
  return { page, pageSize };
}

export function pageOf<T>(items: T[], paging: Paging): T[] {
  if (paging.page <= 0) return items;
  const start = (paging.page - 1) * paging.pageSize;
  return items.slice(start, start + paging.pageSize);
}

export function queryString(query: unknown, name: string): string {
  const raw = ((query ?? {}) as Query)[name];
  return (Array.isArray(raw) ? raw[0] : raw) ?? '';
}
