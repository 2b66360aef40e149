import type { ReactNode } from 'react';
import { useGetResourceLabel, useListContext, useTranslate } from 'react-admin';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { ListSkeleton } from './ListSkeleton';
import { PanelBoundary } from './PanelBoundary';

export interface ListBodyProps {
  /** What shows the rows once they are there, usually a DataTable. */
  children: ReactNode;
  /** Shown when the load succeeded with no rows and no filter is set; defaults to <EmptyState />. */
  empty?: ReactNode;
  /** Shown while the first page loads; defaults to a <ListSkeleton /> of a page of rows. */
  skeleton?: ReactNode;
}

const MAX_SKELETON_ROWS = 10;

/**
 * The state switch of a list, from the list context: a failed load shows the error and a Retry (never an
 * empty table or a pager), the first load a skeleton, an empty answer the empty state, else the rows. Rows
 * that cannot be drawn (a record of an unexpected shape) show their error and a Retry that loads them again.
 */
export const ListBody = ({ children, empty, skeleton }: ListBodyProps) => {
  const { error, isPending, isFetching, refetch, data, total, filterValues, perPage, resource } =
    useListContext();
  // Without a total (partial pagination), the rows on the first page tell whether there are any.
  const rowCount = total ?? (data as unknown[] | undefined)?.length ?? 0;
  const translate = useTranslate();
  const getLabel = useGetResourceLabel();
  if (error) {
    return (
      <ErrorState
        error={error}
        onRetry={() => refetch()}
        retrying={isFetching}
        title={translate('vela.kit.list.loadFailed', { name: getLabel(resource, 2) })}
      />
    );
  }
  if (isPending) return skeleton ?? <ListSkeleton rows={Math.min(perPage, MAX_SKELETON_ROWS)} />;
  if (rowCount === 0 && !Object.keys(filterValues).length) return empty ?? <EmptyState />;
  return (
    <PanelBoundary name={getLabel(resource, 2)} onRetry={() => void refetch()} resetKey={data}>
      {children}
    </PanelBoundary>
  );
};
