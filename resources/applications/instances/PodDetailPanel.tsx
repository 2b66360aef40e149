import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PodSummary } from '@dataProvider/verbs/podLogs';
import { ErrorState } from '@src/common/kit';
import { useTranslate } from 'react-admin';
import { ContainerTable } from './ContainerTable';
import { PodEventTable } from './PodEventTable';
import { podRef, usePodDetail } from '../shared/useEnvPods';

/** The expanded row of a pod: its containers and events; the view's own error as a warning (spec §8). */
export const PodDetailPanel = ({ pod }: { pod: PodSummary }) => {
  const translate = useTranslate();
  const { data, error, isPending, refetch, isRefetching } = usePodDetail(podRef(pod));
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} retrying={isRefetching} />;
  if (isPending) {
    return (
      <Stack
        role="progressbar"
        aria-label={translate('resources.appInstances.detailLoading', { name: pod.name })}
        sx={{ py: 1 }}
      >
        <Skeleton variant="text" height={33} />
        <Skeleton variant="text" height={33} />
      </Stack>
    );
  }
  const heading = (key: string) => `${translate(`resources.appInstances.${key}.title`)} · ${pod.name}`;
  return (
    <Stack spacing={1.5} sx={{ py: 1.5 }}>
      {data.error && <Alert severity="warning">{data.error}</Alert>}
      <Typography variant="subtitle2" component="h3">
        {translate('resources.appInstances.containers.title')}
      </Typography>
      <ContainerTable containers={data.containers} caption={heading('containers')} />
      <Typography variant="subtitle2" component="h3">
        {translate('resources.appInstances.events.title')}
      </Typography>
      <PodEventTable events={data.events} caption={heading('events')} />
    </Stack>
  );
};
