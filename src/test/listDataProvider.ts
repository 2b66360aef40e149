import { testDataProvider } from 'react-admin';
import type { GetListParams, RaRecord } from 'react-admin';
import { vi } from 'vitest';
import { delayed } from './latency';

/** A data provider that answers getList for one resource with the given rows (paged like the server). */
export function listDataProvider(resource: string, rows: RaRecord[]) {
  const getList = vi.fn(
    delayed((asked: string, { pagination }: GetListParams) => {
      if (asked !== resource) return { data: [], total: 0 };
      const { page = 1, perPage = rows.length } = pagination ?? {};
      return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
    }),
  );
  return Object.assign(testDataProvider({ getList: getList as never }), { getList });
}
