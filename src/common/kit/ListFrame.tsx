import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import { useMemo } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { List, ResourceContextProvider, TopToolbar } from 'react-admin';
import type { FilterPayload, SortPayload } from 'react-admin';
import type { ExportColumn } from './export/exportColumn';
import { ExportCsvButton } from './export/ExportCsvButton';
import { FilterChangesReplace } from './FilterChangesReplace';
import { ListBody } from './ListBody';
import { ListFilterBar } from './ListFilterBar';
import { ListHeading } from './ListHeading';
import { ListPagination } from './ListPagination';
import { ListSkeleton } from './ListSkeleton';
import { RefreshButton } from './RefreshButton';

export interface ListFrameProps {
  /** The rows, usually a <DataTable>. */
  children: ReactNode;
  /** The resource; defaults to the one of the route. */
  resource?: string;
  /** Catalog key or text; defaults to the resource's plural name. */
  title?: string;
  subtitle?: string;
  /** The title's heading level: 2 when the list is a tab of a page that has its own h1. */
  headingLevel?: 1 | 2;
  /** react-admin filter inputs, each `alwaysOn` (the search first); their values live in the URL. */
  filters?: ReactElement[];
  /** Buttons beside Refresh, such as the one opening the create drawer. */
  actions?: ReactNode;
  /**
   * The columns the list shows, for its Export button (a CSV of the filtered, sorted list); no button
   * without them. Only these columns are written, so nothing else of a record (a secret) leaves the page.
   */
  exportColumns?: ExportColumn[];
  /** Defaults to <EmptyState />; give the spec's text and call to action. */
  empty?: ReactNode;
  perPage?: number;
  sort?: SortPayload;
  /** A permanent filter the user cannot change (a project scope). */
  filter?: FilterPayload;
  /** Passed to the data provider, e.g. `{ project }` for nested resources. */
  meta?: Record<string, unknown>;
  /**
   * Where the list remembers its page and sort between visits; defaults to one place per resource. Give
   * each list its own when one resource has several (the configs of each template).
   */
  storeKey?: string;
}

// The page shows a failed load itself; react-admin's own error toast would repeat it.
const shownByPage = () => undefined;

/** react-admin hands the actions of a list with a filter element its own props too: they stop here. */
const ListActions = ({ children }: { children: ReactNode }) => <TopToolbar>{children}</TopToolbar>;

/**
 * A list page: heading, filters and actions with Refresh, then the rows in react-admin's List, which keeps
 * page, sort and filters in the URL (a filter change replaces the address), and with `exportColumns` an
 * Export of what it lists. Failed, first and empty loads are drawn by <ListBody>.
 */
export const ListFrame = ({
  children,
  resource,
  title,
  subtitle,
  headingLevel,
  filters,
  actions,
  exportColumns,
  empty,
  perPage = 10,
  sort,
  filter,
  meta,
  storeKey,
}: ListFrameProps) => {
  const filterBar = useMemo(() => (filters ? <ListFilterBar inputs={filters} /> : undefined), [filters]);
  const frame = (
    <>
      <ListHeading title={title} subtitle={subtitle} level={headingLevel} />
      <FilterChangesReplace>
        <List
          title={false}
          exporter={false}
          perPage={perPage}
          sort={sort}
          filter={filter}
          filters={filterBar}
          storeKey={storeKey}
          actions={
            <ListActions>
              {actions}
              {exportColumns ? <ExportCsvButton columns={exportColumns} /> : null}
              <RefreshButton />
            </ListActions>
          }
          empty={false}
          pagination={<ListPagination />}
          authLoading={<ListSkeleton />}
          queryOptions={{ meta: { ...meta, ...ERROR_SHOWN_BY_PAGE }, onError: shownByPage }}
        >
          <ListBody empty={empty}>{children}</ListBody>
        </List>
      </FilterChangesReplace>
    </>
  );
  return resource ? <ResourceContextProvider value={resource}>{frame}</ResourceContextProvider> : frame;
};
