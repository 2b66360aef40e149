import { HttpError, testDataProvider } from 'react-admin';
import type { GetListParams, GetOneParams, RaRecord } from 'react-admin';
import { vi } from 'vitest';
import { delayed } from './latency';

/**
 * A data provider that answers getList for each given resource with its rows (paged like the server), and
 * getOne with the row of that id, or a 404 like the server's for an unknown one; other resources are empty.
 */
export function listsDataProvider(lists: Record<string, RaRecord[]>) {
  const rowsOf = (resource: string) => (Object.hasOwn(lists, resource) ? lists[resource] : []);
  const getList = vi.fn(
    delayed((asked: string, { pagination }: GetListParams) => {
      const rows = rowsOf(asked);
      const { page = 1, perPage = rows.length } = pagination ?? {};
      return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
    }),
  );
  const getOne = vi.fn(
    delayed((asked: string, { id }: GetOneParams) => {
      const found = rowsOf(asked).find((row) => String(row.id) === String(id));
      if (!found) throw new HttpError('HTTP 404', 404, null);
      return { data: found };
    }),
  );
  return Object.assign(testDataProvider({ getList: getList as never, getOne: getOne as never }), {
    getList,
    getOne,
  });
}

/** listsDataProvider with the rows of one resource. */
export const listDataProvider = (resource: string, rows: RaRecord[]) =>
  listsDataProvider({ [resource]: rows });
