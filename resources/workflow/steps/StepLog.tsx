import Skeleton from '@mui/material/Skeleton';
import { lazyNamed } from '@src/routing/lazyNamed';
import { Suspense } from 'react';

// The colours parser is a chunk of its own: pages that only read steps' values do not load it.
const StepLogText = lazyNamed(() => import('./StepLogText'), 'StepLogText');

/** A step's log with its ANSI colours, its place held while the parser loads. */
export const StepLog = ({ log }: { log: string }) => (
  <Suspense fallback={<Skeleton variant="rounded" height={96} />}>
    <StepLogText log={log} />
  </Suspense>
);
