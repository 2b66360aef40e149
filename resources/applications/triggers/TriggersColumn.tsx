import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { appResource } from '../shared/application';
import { ColumnHeading } from '../shared/ColumnHeading';
import { useApplication } from '../shared/useApplication';
import { EmptyState, ERROR_SHOWN_BY_PAGE, ErrorState, ListSkeleton, useUrlDrawer } from '@src/common/kit';
import { useId } from 'react';
import { CanAccess, ResourceContextProvider, useGetList, useTranslate } from 'react-admin';
import { TriggerCard } from './TriggerCard';
import { TriggerDrawers } from './TriggerDrawers';
import type { Trigger } from './triggerRules';
import { WebhookDialog } from './WebhookDialog';

const ALL = { page: 1, perPage: 100 };

const AddTrigger = () => {
  const translate = useTranslate();
  const { app, project, readOnly } = useApplication();
  const { open } = useUrlDrawer();
  if (readOnly) return null;
  return (
    <CanAccess action="create" resource={appResource(project, app.name, 'trigger:*')}>
      <Button size="small" startIcon={<AddIcon />} onClick={() => open('addTrigger')}>
        {translate('resources.appTriggers.action.add')}
      </Button>
    </CanAccess>
  );
};

/** The Triggers column of the configuration page: the application's webhook triggers and their dialogs. */
export const TriggersColumn = () => {
  const translate = useTranslate();
  const headingId = useId();
  const { app } = useApplication();
  const { data, error, isPending, isFetching, refetch } = useGetList<Trigger>(
    'appTriggers',
    { pagination: ALL, meta: { app: app.name, ...ERROR_SHOWN_BY_PAGE } },
    { retry: false },
  );
  const triggers = data ?? [];
  const body = error ? (
    <ErrorState error={error} onRetry={() => void refetch()} retrying={isFetching} />
  ) : isPending ? (
    <ListSkeleton rows={3} />
  ) : triggers.length === 0 ? (
    <EmptyState text="resources.appTriggers.empty" />
  ) : (
    <Stack spacing={1.5} sx={{ px: 2, pb: 2 }}>
      {triggers.map((trigger) => (
        <TriggerCard key={trigger.name} trigger={trigger} />
      ))}
    </Stack>
  );
  return (
    <ResourceContextProvider value="appTriggers">
      <Paper variant="outlined" component="section" aria-labelledby={headingId}>
        <ColumnHeading sx={{ px: 2, pt: 1.5, pb: 1 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {translate('resources.appTriggers.title')}
          </Typography>
          <AddTrigger />
          <Button
            size="small"
            startIcon={<RefreshIcon />}
            loading={isFetching}
            onClick={() => void refetch()}
          >
            {translate('vela.kit.list.refresh')}
          </Button>
        </ColumnHeading>
        {body}
      </Paper>
      <TriggerDrawers triggers={triggers} />
      <WebhookDialog triggers={triggers} />
    </ResourceContextProvider>
  );
};
