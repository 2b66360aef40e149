import { appResource } from '@resources/applications/shared/application';
import { appPagePath } from '@resources/applications/shared/appPages';
import { useApplication } from '@resources/applications/shared/useApplication';
import type { AppWorkflow } from '@resources/applications/shared/appWorkflow';
import { ERROR_SHOWN_BY_PAGE, ErrorState, ListSkeleton } from '@src/common/kit';
import { loadFailure } from '@src/pages/NotFound/loadFailure';
import { ObjectNotFound } from '@src/pages/NotFound/ObjectNotFound';
import { useCanAccess, useGetOne, useParams } from 'react-admin';
import { StudioEditor } from './StudioEditor';

/**
 * `/applications/{app}/envbinding/{env}/workflow/{workflow}/studio`: the workflow (GET …/workflows/{name})
 * in the studio, editable by who may update it on a writable application. A workflow the application
 * does not have is not found.
 */
export const WorkflowStudioPage = () => {
  const { envName = '', workflowName = '' } = useParams<{ envName: string; workflowName: string }>();
  const { app, project, readOnly } = useApplication();
  const { canAccess, isPending: checking } = useCanAccess({
    action: 'update',
    resource: appResource(project, app.name, `workflow:${workflowName}`),
  });
  const { data, error, isPending, refetch } = useGetOne<AppWorkflow>(
    'appWorkflows',
    { id: workflowName, meta: { app: app.name, ...ERROR_SHOWN_BY_PAGE } },
    { retry: false, refetchOnWindowFocus: false },
  );
  if (error) {
    return loadFailure(error) === 'notFound' ? (
      <ObjectNotFound
        kind="vela.glossary.workflow"
        name={workflowName}
        backTo={appPagePath(app.name, 'envbinding', envName, 'workflow')}
        backLabel="resources.appDetail.page.workflow"
      />
    ) : (
      <ErrorState error={error} onRetry={() => void refetch()} />
    );
  }
  if (isPending || checking || !data) return <ListSkeleton />;
  return (
    <StudioEditor
      key={data.name}
      record={data}
      canEdit={!!canAccess && !readOnly}
      reload={async () => (await refetch()).data}
    />
  );
};
