import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ErrorState, PanelBoundary } from '@src/common/kit';
import { useParams } from 'react-router-dom';
import { NotDeployed } from './NotDeployed';
import { StatusBanner } from './StatusBanner';
import { StatusTabs } from './StatusTabs';
import { StatusToolbar } from './StatusToolbar';
import { useEnvStatus, useRefreshEnv } from './useEnvStatus';
import { useStatusSelection } from './useStatusSelection';

/** The environment's status page (`envbinding/{envName}/status`). */
export const StatusPage = () => {
  const { envName = '' } = useParams<{ envName: string }>();
  const selection = useStatusSelection();
  const refresh = useRefreshEnv(envName);
  const { data, error, isPending, isFetching, refetch } = useEnvStatus(envName);
  const status = data ?? undefined;
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <StatusToolbar
        env={envName}
        selection={selection}
        status={status?.status}
        loading={isPending}
        refreshing={isFetching}
      />
      <PanelBoundary name="resources.appEnvStatus.panel.status" onRetry={refresh}>
        {error ? (
          <ErrorState
            error={error}
            onRetry={() => void refetch()}
            retrying={isFetching}
            title="resources.appEnvStatus.loadFailed"
          />
        ) : isPending ? (
          <Stack spacing={2} role="status" aria-busy="true">
            <Skeleton variant="rectangular" height={48} />
            <Skeleton variant="rectangular" height={360} />
          </Stack>
        ) : (
          <>
            <StatusBanner status={status?.status} />
            {status ? <StatusTabs env={envName} status={status} selection={selection} /> : <NotDeployed />}
          </>
        )}
      </PanelBoundary>
    </Stack>
  );
};
