import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { VelaDataProvider } from '@dataProvider/index';
import { useApplication } from '@resources/appDetail/useApplication';
import { ERROR_SHOWN_BY_PAGE, ErrorState, ListSkeleton, StatusChip, statusTone } from '@src/common/kit';
import { useDataProvider, useParams, useTranslate } from 'react-admin';

/** One record of the environment (the newest 20 are read once, no polling): its status and its steps. */
export const RecordPage = () => {
  const translate = useTranslate();
  const { envName: env = '', recordName = '' } = useParams<{ envName: string; recordName: string }>();
  const { app } = useApplication();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['applications', app.name, 'envRecords', env],
    queryFn: () => dataProvider.envRecords(app.name, env, ERROR_SHOWN_BY_PAGE),
  });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (isPending) return <ListSkeleton />;
  const record = data.find((candidate) => candidate.name === recordName);
  if (!record) {
    return <Typography>{translate('resources.appDetail.record.notFound', { name: recordName })}</Typography>;
  }
  const steps = record.steps ?? [];
  return (
    <section aria-labelledby="record-title">
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography id="record-title" variant="h6" component="h2">
          {translate('resources.appDetail.record.title', { name: record.name })}
        </Typography>
        <StatusChip label={record.status} tone={statusTone(record.status)} />
      </Stack>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate('resources.appDetail.record.steps')}
      </Typography>
      {steps.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.appDetail.record.noSteps')}</Typography>
      ) : (
        <List dense>
          {steps.map((step) => (
            <ListItem key={step.id || step.name}>
              <ListItemText primary={step.alias || step.name} secondary={step.type} />
              <StatusChip label={step.phase || 'pending'} tone={statusTone(step.phase || 'pending')} />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
};
