import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState, ErrorState, PanelBoundary } from '@src/common/kit';
import { useTranslate } from 'react-admin';
import { LogPanel } from './LogPanel';
import { LogPickers } from './LogPickers';
import { useLogSelection } from './useLogSelection';

/** The environment's pod logs page (`envbinding/{envName}/logs?component=&pod=&container=`). */
export const LogsPage = () => {
  const translate = useTranslate();
  const selection = useLogSelection();
  const { environment, detail, pod, container } = selection;

  const panel = () => {
    if (detail.error) {
      return (
        <ErrorState
          error={detail.error}
          onRetry={() => void detail.refetch()}
          retrying={detail.isRefetching}
        />
      );
    }
    if (detail.data?.containers.length === 0) return <EmptyState text="resources.appLogs.empty" />;
    return (
      <PanelBoundary name="resources.appLogs.title">
        <LogPanel pod={pod} container={container} />
      </PanelBoundary>
    );
  };

  const body = () => {
    if (environment.error) {
      return (
        <ErrorState
          error={environment.error}
          onRetry={environment.refetch}
          retrying={environment.isFetching}
        />
      );
    }
    if (environment.isPending) {
      return (
        <Box role="progressbar" aria-label={translate('resources.appLogs.loading')}>
          <Skeleton variant="rectangular" height={40} sx={{ mb: 1.5 }} />
          <Skeleton variant="rectangular" height={520} />
        </Box>
      );
    }
    if (environment.pods.length === 0) return <EmptyState text="resources.appLogs.noPods" />;
    return (
      <Stack spacing={1.5}>
        <LogPickers selection={selection} />
        {panel()}
      </Stack>
    );
  };

  return (
    <Box component="section" aria-labelledby="logs-heading">
      <Typography variant="h6" component="h2" id="logs-heading" sx={{ mb: 1 }}>
        {translate('resources.appLogs.title')}
      </Typography>
      {body()}
    </Box>
  );
};
