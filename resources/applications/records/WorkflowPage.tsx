import { recordPath } from '../shared/appPages';
import { useApplication } from '../shared/useApplication';
import { EmptyState, ErrorState, ListSkeleton } from '@src/common/kit';
import { useParams } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useEnvRecords } from './useEnvRecords';

/** The environment's workflow page (`envbinding/{envName}/workflow`): its newest record, or 'Workflow never ran'. */
export const WorkflowPage = () => {
  const { envName: env = '' } = useParams<{ envName: string }>();
  const { app } = useApplication();
  const { data, error, isPending, refetch } = useEnvRecords(app.name, env);
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (isPending) return <ListSkeleton />;
  const newest = data[0];
  if (!newest) return <EmptyState text="resources.appWorkflowRecords.noRecords" />;
  return <Navigate to={recordPath(app.name, env, newest.name)} replace />;
};
