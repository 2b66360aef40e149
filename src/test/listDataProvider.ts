import { HttpError, testDataProvider } from 'react-admin';
import type { GetListParams, GetOneParams, RaRecord } from 'react-admin';
import { vi } from 'vitest';
import { delayed } from './latency';

/**
 * A data provider that answers getList for one resource with the given rows (paged like the server),
 * and getOne with the row of that id, or a 404 like the server's for an unknown one.
 */
export function listDataProvider(resource: string, rows: RaRecord[]) {
  const getList = vi.fn(
    delayed((asked: string, { pagination }: GetListParams) => {
      if (asked !== resource) return { data: [], total: 0 };
      const { page = 1, perPage = rows.length } = pagination ?? {};
      return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
    }),
  );
  const getOne = vi.fn(
    delayed((asked: string, { id }: GetOneParams) => {
      const found = asked === resource ? rows.find((row) => String(row.id) === String(id)) : undefined;
      if (!found) throw new HttpError('HTTP 404', 404, null);
      return { data: found };
    }),
  );
  return Object.assign(testDataProvider({ getList: getList as never, getOne: getOne as never }), {
    getList,
    getOne,
  });
}
