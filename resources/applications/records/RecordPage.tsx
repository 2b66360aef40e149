import { recordPath } from '../shared/appPages';
import { useApplication } from '../shared/useApplication';
import { EmptyState, ErrorState, ListSkeleton, PanelBoundary } from '@src/common/kit';
import { useParams } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { RecordView } from './RecordView';
import { useEnvRecord } from './useEnvRecord';
import { useEnvWorkflows } from './useEnvWorkflows';

/**
 * `…/workflow/records/{recordName}`: one record of the environment, read again every 3 s until it is final.
 * A record that is not among the environment's latest records gives way to the newest one.
 */
export const RecordPage = () => {
  const { envName: env = '', recordName = '' } = useParams<{ envName: string; recordName: string }>();
  const { app } = useApplication();
  const { records, record, missing } = useEnvRecord(app.name, env, recordName);
  const workflows = useEnvWorkflows(app.name, env);
  const error = records.error ?? workflows.error;
  const retry = () => {
    void records.refetch();
    void workflows.refetch();
  };
  if (error) return <ErrorState error={error} onRetry={retry} />;
  if (!records.isSuccess || workflows.isPending) return <ListSkeleton />;
  if (missing) {
    const newest = records.data[0];
    if (!newest) return <EmptyState text="resources.appWorkflowRecords.noRecords" />;
    return <Navigate to={recordPath(app.name, env, newest.name)} replace />;
  }
  if (!record) return <ListSkeleton />;
  return (
    <PanelBoundary name="resources.appWorkflowRecords.panel" onRetry={retry} resetKey={record}>
      <RecordView
        app={app.name}
        env={env}
        record={record}
        records={records.data}
        workflows={workflows.workflows}
      />
    </PanelBoundary>
  );
};
