import { lazyNamed } from '@src/routing/lazyNamed';
import { Suspense } from 'react';
import { GraphSkeleton } from './GraphSkeleton';

export interface ApplicationGraphTabProps {
  appName: string;
  envName: string;
  /** The target and component chosen on the status page; none means all. */
  targetName?: string;
  componentName?: string;
}

// React Flow and the tree layout arrive with the graph, never with the status page or the applications list.
const ApplicationGraphView = lazyNamed(() => import('./ApplicationGraphView'), 'ApplicationGraphView');

/** The application graph of the environment (components, traits, policies and their health), lazily loaded with @xyflow/react. */
export const ApplicationGraphTab = (props: ApplicationGraphTabProps) => (
  <Suspense fallback={<GraphSkeleton />}>
    <ApplicationGraphView {...props} />
  </Suspense>
);
