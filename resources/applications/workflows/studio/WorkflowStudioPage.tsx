import type { VelaDataProvider } from '@dataProvider/index';
import { useFormLookups } from '@resources/definitions';
import { StudioEditor, type StudioWorkflow } from '@resources/workflow';
import { ERROR_SHOWN_BY_PAGE, ErrorState, ListSkeleton } from '@src/common/kit';
import { loadFailure } from '@src/pages/NotFound/loadFailure';
import { ObjectNotFound } from '@src/pages/NotFound/ObjectNotFound';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useCanAccess, useDataProvider, useGetOne, useParams } from 'react-admin';
import { appResource } from '../../shared/application';
import { appPagePath } from '../../shared/appPages';
import type { AppWorkflow } from '../../shared/appWorkflow';
import { useApplication } from '../../shared/useApplication';

/**
 * `/applications/{app}/envbinding/{env}/workflow/{workflow}/studio`: the workflow (GET …/workflows/{name})
 * in the studio, editable by who may update it on a writable application. A workflow the application
 * does not have is not found. Save PUTs the workflow with its name, alias, description and default as
 * they were, and reads the application's workflows again.
 */
export const WorkflowStudioPage = () => {
  const { envName = '', workflowName = '' } = useParams<{ envName: string; workflowName: string }>();
  const { app, project, readOnly } = useApplication();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const queryClient = useQueryClient();
  const lookups = useFormLookups({ project, app: app.name, namespace: app.project?.namespace });
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
  const save = ({ mode, subMode, steps }: StudioWorkflow) =>
    dataProvider.updateWorkflow(
      app.name,
      data.name,
      { alias: data.alias, description: data.description, default: data.default, mode, subMode, steps },
      ERROR_SHOWN_BY_PAGE,
    );
  return (
    <Suspense fallback={<ListSkeleton />}>
      <StudioEditor
        key={data.name}
        record={data}
        canEdit={!!canAccess && !readOnly}
        reload={async () => (await refetch()).data}
        lookups={lookups}
        save={save}
        afterSave={() => queryClient.invalidateQueries({ queryKey: ['appWorkflows'] })}
      />
    </Suspense>
  );
};
