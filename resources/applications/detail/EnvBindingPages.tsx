import { ListSkeleton } from '@src/common/kit';
import { lazyNamed } from '@src/routing/lazyNamed';
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { loadStatusPage } from './loadStatusPage';

// Each runtime page is a chunk of its own: graphs, log views and step graphs load only when opened.
const StatusPage = lazyNamed(loadStatusPage, 'StatusPage');
const InstancesPage = lazyNamed(() => import('../instances/InstancesPage'), 'InstancesPage');
const LogsPage = lazyNamed(() => import('../logs/LogsPage'), 'LogsPage');
const WorkflowPage = lazyNamed(() => import('../records/WorkflowPage'), 'WorkflowPage');
const RecordPage = lazyNamed(() => import('../records/RecordPage'), 'RecordPage');
const WorkflowStudioPage = lazyNamed(
  () => import('../workflows/studio/WorkflowStudioPage'),
  'WorkflowStudioPage',
);

/** `envbinding/{envName}/…`: the environment's status by default. */
export const EnvBindingPages = () => (
  <Suspense fallback={<ListSkeleton />}>
    <Routes>
      <Route index element={<Navigate to="status" replace />} />
      <Route path="status" element={<StatusPage />} />
      <Route path="instances" element={<InstancesPage />} />
      <Route path="logs" element={<LogsPage />} />
      <Route path="workflow" element={<WorkflowPage />} />
      <Route path="workflow/records/:recordName" element={<RecordPage />} />
      <Route path="workflow/:workflowName/studio" element={<WorkflowStudioPage />} />
      <Route path="*" element={<Navigate to="/notFound" replace />} />
    </Routes>
  </Suspense>
);
