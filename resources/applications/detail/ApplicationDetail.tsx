import { isReadOnlyApp } from '../shared/application';
import { ERROR_SHOWN_BY_PAGE, ErrorState } from '@src/common/kit';
import { AccessDeniedPage } from '@src/pages/AccessDenied/AccessDeniedPage';
import { loadFailure } from '@src/pages/NotFound/loadFailure';
import { ObjectNotFound } from '@src/pages/NotFound/ObjectNotFound';
import { useMemo } from 'react';
import { useGetOne, useParams } from 'react-admin';
import { AppDetailSkeleton } from './AppDetailSkeleton';
import { AppFrame } from './AppFrame';
import { AppRoutes } from './AppRoutes';
import { ApplicationContext, type AppDetail } from '../shared/useApplication';

const AppLoadFailure = ({ name, error, retry }: { name: string; error: unknown; retry: () => void }) => {
  switch (loadFailure(error)) {
    case 'notFound':
      return (
        <ObjectNotFound
          kind="vela.glossary.application"
          name={name}
          backTo="/applications"
          backLabel="vela.menu.applications"
        />
      );
    case 'forbidden':
      return <AccessDeniedPage />;
    default:
      return <ErrorState error={error} onRetry={retry} />;
  }
};

/**
 * Every page under /applications/{appName}/…: the application (GET /applications/{name}) in the frame
 * (breadcrumb, header, statistics, environment tabs, side menu) around the page the address names.
 */
export const ApplicationDetail = () => {
  const { appName = '' } = useParams<{ appName: string }>();
  // A missing application is an answer, not a hiccup: no automatic retries before saying so.
  const {
    data: app,
    error,
    isPending,
    refetch,
  } = useGetOne<AppDetail>('applications', { id: appName, meta: ERROR_SHOWN_BY_PAGE }, { retry: false });
  const context = useMemo(
    // An answer without its project still shows the frame; the header's panel says what is missing.
    () => (app ? { app, project: app.project?.name ?? '', readOnly: isReadOnlyApp(app) } : null),
    [app],
  );
  if (error) return <AppLoadFailure name={appName} error={error} retry={() => void refetch()} />;
  if (isPending || !context) return <AppDetailSkeleton />;
  return (
    <ApplicationContext.Provider value={context}>
      <AppFrame>
        <AppRoutes />
      </AppFrame>
    </ApplicationContext.Provider>
  );
};
