import { EnvBindingList } from '../envBindings/EnvBindingList';
import { AppWorkflowList } from '../workflows/AppWorkflowList';
import { ListSkeleton } from '@src/common/kit';
import { lazyNamed } from '@src/routing/lazyNamed';
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ConfigTabs } from './ConfigTabs';
import { EnvPages } from './EnvPages';
import { PropertiesColumns } from './PropertiesColumns';

// Its drawers bring the code views: a chunk of its own, loaded when the tab opens.
const RevisionsPage = lazyNamed(() => import('../revisions/RevisionsPage'), 'RevisionsPage');

/** The pages below /applications/{appName}/; anything else is an unknown address. */
export const AppRoutes = () => (
  <Routes>
    <Route
      path="config"
      element={
        <ConfigTabs current="config">
          <PropertiesColumns />
        </ConfigTabs>
      }
    />
    <Route
      path="revisions"
      element={
        <ConfigTabs current="revisions">
          <Suspense fallback={<ListSkeleton />}>
            <RevisionsPage />
          </Suspense>
        </ConfigTabs>
      }
    />
    <Route
      path="workflows"
      element={
        <ConfigTabs current="workflows">
          <AppWorkflowList />
        </ConfigTabs>
      }
    />
    <Route path="envbinding" element={<EnvBindingList />} />
    <Route path="envbinding/:envName/*" element={<EnvPages />} />
    <Route path="*" element={<Navigate to="/notFound" replace />} />
  </Routes>
);
