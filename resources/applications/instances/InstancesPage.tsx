import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Skeleton from '@mui/material/Skeleton';
import type { PodSummary } from '@dataProvider/verbs/podLogs';
import { appPagePath } from '../shared/appPages';
import { EmptyState, ErrorState, PanelBoundary, useUrlState } from '@src/common/kit';
import { useTranslate } from 'react-admin';
import { PodTable } from './PodTable';
import { useEnvPods } from '../shared/useEnvPods';

/** The environment's instances page (`envbinding/{envName}/instances?pod=`): its pods, the named one open. */
export const InstancesPage = () => {
  const translate = useTranslate();
  const [openPod = '', setOpenPod] = useUrlState('pod');
  const { app, envName, pods, isPending, isFetching, error, refetch } = useEnvPods();
  const toggle = (pod: string) => setOpenPod(pod === openPod ? undefined : pod);
  const logsPath = (pod: PodSummary) =>
    `${appPagePath(app, 'envbinding', envName, 'logs')}?${new URLSearchParams({ component: pod.component, pod: pod.name }).toString()}`;

  const body = () => {
    if (error) return <ErrorState error={error} onRetry={refetch} retrying={isFetching} />;
    if (isPending) {
      return (
        <Box role="progressbar" aria-label={translate('resources.appInstances.loading')}>
          {Array.from({ length: 4 }, (_, row) => (
            <Skeleton key={row} variant="text" height={33} />
          ))}
        </Box>
      );
    }
    if (pods.length === 0) return <EmptyState text="resources.appInstances.empty" />;
    return <PodTable pods={pods} openPod={openPod} onToggle={toggle} logsPath={logsPath} />;
  };

  return (
    <Box component="section" aria-labelledby="instances-heading">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2" id="instances-heading">
          {translate('resources.appInstances.title')}
        </Typography>
        <Button size="small" startIcon={<RefreshIcon />} loading={isFetching} onClick={refetch}>
          {translate('resources.appInstances.refresh')}
        </Button>
      </Stack>
      <PanelBoundary name="resources.appInstances.title">{body()}</PanelBoundary>
    </Box>
  );
};
