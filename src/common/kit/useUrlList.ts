import { useEffect } from 'react';
import { useList } from 'react-admin';
import type { FilterPayload, RaRecord, SortPayload, UseListOptions, UseListValue } from 'react-admin';
import { useUrlState } from './useUrlState';

const pageOf = (value: string | undefined) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/**
 * react-admin's useList (rows paged on the client) with its page in the address (`?page=2`), so a link or
 * a reload shows the same page. Like a search beside it, a new page replaces the address. Sorting, another
 * page size or filter goes back to the first page, as in useList.
 */
export function useUrlList<RecordType extends RaRecord>(
  options: UseListOptions<RecordType>,
): UseListValue<RecordType> {
  const [param, setParam] = useUrlState('page');
  const page = pageOf(param);
  const list = useList({ ...options, page });
  const { setPage: showPage, setSort: sortRows, setPerPage: resize, setFilters: filterRows } = list;
  // The address changed under the list (a link to the same route, Back): show its page.
  useEffect(() => showPage(page), [page, showPage]);
  const setPage = (next: number) => setParam(next > 1 ? String(next) : undefined);
  return {
    ...list,
    setPage,
    setSort: (sort: SortPayload) => {
      sortRows(sort);
      setPage(1);
    },
    setPerPage: (perPage: number) => {
      resize(perPage);
      setPage(1);
    },
    setFilters: (filters: FilterPayload, displayedFilters?: Record<string, boolean>) => {
      filterRows(filters, displayedFilters);
      setPage(1);
    },
  };
}
