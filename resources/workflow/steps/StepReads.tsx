import Skeleton from '@mui/material/Skeleton';
import { ErrorState } from '@src/common/kit';
import { lazyNamed } from '@src/routing/lazyNamed';
import type { UseQueryResult } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import type { WorkflowStepDefinition } from './stepGraph';
import { StepValues } from './StepValues';

/** Skeleton while a step's read loads, the reason with Retry when it fails, then what it read. */
export function StepRead<Data>({
  read,
  children,
}: {
  read: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  const { data, error, isPending, isFetching, refetch } = read;
  if (error) return <ErrorState error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  if (isPending) return <Skeleton variant="rounded" height={96} />;
  return <>{children(data)}</>;
}

/** A step's inputs or outputs, once read, as a table of the given columns or the empty text. */
export function StepValuesRead<Row extends object>({
  read,
  columns,
  empty,
}: {
  read: UseQueryResult<Row[]>;
  columns: (keyof Row & string)[];
  empty: string;
}) {
  return (
    <StepRead read={read}>{(rows) => <StepValues rows={rows} columns={columns} empty={empty} />}</StepRead>
  );
}

// YAML is a chunk of its own: pages that only read steps' logs and values do not load it.
const StepProperties = lazyNamed(() => import('./StepProperties'), 'StepProperties');

/** The step's properties as the workflow or pipeline declares them, in YAML. */
export const PropertiesTab = ({ definition }: { definition?: WorkflowStepDefinition }) => (
  <Suspense fallback={<Skeleton variant="rounded" height={96} />}>
    <StepProperties definition={definition} />
  </Suspense>
);
