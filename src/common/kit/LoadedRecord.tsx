import Box from '@mui/material/Box';
import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import type { ReactNode } from 'react';
import { useGetOne, type RaRecord } from 'react-admin';
import { ErrorState } from './ErrorState';
import { FormSkeleton } from './FormSkeleton';
import { PanelBoundary } from './PanelBoundary';

export interface LoadedRecordProps<T extends RaRecord> {
  resource: string;
  id: string;
  /** What the data provider needs besides the id (`{ app }`). */
  meta?: Record<string, unknown>;
  /** The form, once the record is there. */
  children: (record: T) => ReactNode;
}

/** Draws the record as a component of its own, so the boundary around it catches what drawing throws. */
const RecordContent = <T,>({ record, render }: { record: T; render: (record: T) => ReactNode }) =>
  render(record);

/**
 * Loads the record an edit form starts from: a skeleton meanwhile, the reason and Retry if it fails to
 * load or to be drawn (a record of an unexpected shape).
 */
export const LoadedRecord = <T extends RaRecord>({ resource, id, meta, children }: LoadedRecordProps<T>) => {
  const { data, error, isPending, isFetching, refetch } = useGetOne<T>(
    resource,
    { id, meta: { ...meta, ...ERROR_SHOWN_BY_PAGE } },
    { retry: false },
  );
  if (error) {
    return (
      <Box sx={{ p: 2 }}>
        <ErrorState error={error} onRetry={() => void refetch()} retrying={isFetching} />
      </Box>
    );
  }
  if (isPending) return <FormSkeleton />;
  return (
    <PanelBoundary name="vela.kit.panel.record" onRetry={() => void refetch()} resetKey={data}>
      <RecordContent record={data} render={children} />
    </PanelBoundary>
  );
};
