import { lazyNamed } from '@src/routing/lazyNamed';
import { Suspense } from 'react';
import { loadResourceGraphView } from './loadResourceGraphView';
import { GraphSkeleton } from './GraphSkeleton';

export interface ResourceGraphTabProps {
  appName: string;
  envName: string;
  /** The target and component chosen on the status page; none means all. */
  targetName?: string;
  componentName?: string;
}

// React Flow and the tree layout arrive with the graph, never with the status page or the applications list.
const ResourceGraphView = lazyNamed(loadResourceGraphView, 'ResourceGraphView');

/** The resource graph of the environment (Kubernetes objects the application made), lazily loaded with @xyflow/react. */
export const ResourceGraphTab = (props: ResourceGraphTabProps) => (
  <Suspense fallback={<GraphSkeleton />}>
    <ResourceGraphView {...props} />
  </Suspense>
);
