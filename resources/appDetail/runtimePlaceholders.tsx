/**
 * The runtime pages of one environment (status, instances, logs, workflow and a workflow record) until
 * the runtime-views issue replaces this file: placeholders, and the record's status and steps.
 */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { VelaDataProvider } from '@dataProvider/index';
import { ERROR_SHOWN_BY_PAGE, ErrorState, ListSkeleton, StatusChip, statusTone } from '@src/common/kit';
import { useDataProvider, useParams, useTranslate } from 'react-admin';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PagePlaceholder } from './PagePlaceholder';
import { useApplication } from './useApplication';

/** One record of the environment (the newest 20 are read once, no polling): its status and its steps. */
const RecordPage = ({ env }: { env: string }) => {
  const translate = useTranslate();
  const { recordName = '' } = useParams<{ recordName: string }>();
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

/** `envbinding/{env}/…`: the environment's status by default. */
export const EnvBindingPages = ({ env }: { env: string }) => (
  <Routes>
    <Route index element={<Navigate to="status" replace />} />
    <Route path="status" element={<PagePlaceholder title="resources.appDetail.page.status" />} />
    <Route path="instances" element={<PagePlaceholder title="resources.appDetail.page.instances" />} />
    <Route path="logs" element={<PagePlaceholder title="resources.appDetail.page.logs" />} />
    <Route path="workflow" element={<PagePlaceholder title="resources.appDetail.page.workflow" />} />
    <Route path="workflow/records/:recordName" element={<RecordPage env={env} />} />
    <Route
      path="workflow/:workflowName/studio"
      element={<PagePlaceholder title="resources.appDetail.page.studio" />}
    />
    <Route path="*" element={<Navigate to="/notFound" replace />} />
  </Routes>
);
