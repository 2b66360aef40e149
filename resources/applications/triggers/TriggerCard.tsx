import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import WebhookIcon from '@mui/icons-material/Webhook';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { VelaDataProvider } from '@dataProvider/index';
import { appResource } from '../shared/application';
import { useApplication } from '../shared/useApplication';
import { displayName } from '@dataProvider/displayName';
import { formatDateTime } from '@src/common/format';
import { ConfirmButton, useUrlDrawer } from '@src/common/kit';
import { CanAccess, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import type { Trigger } from './triggerRules';

const Field = ({ label, value }: { label: string; value: string }) => (
  <Typography variant="body2">
    <Typography component="span" variant="body2" color="text.secondary">
      {label}:{' '}
    </Typography>
    {value}
  </Typography>
);

/** One trigger: what starts it and what it runs, with its webhook, Edit and Delete for who may. */
export const TriggerCard = ({ trigger }: { trigger: Trigger }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const refresh = useRefresh();
  const { app, project, readOnly } = useApplication();
  const { open } = useUrlDrawer();
  const resource = appResource(project, app.name, `trigger:${trigger.name}`);
  const name = displayName(trigger);
  const field = (key: string) => translate(`resources.appTriggers.fields.${key}`);
  const typeText =
    trigger.type === 'webhook' ? translate('resources.appTriggers.type.webhook') : trigger.type;
  return (
    <Card variant="outlined" component="article" aria-label={name}>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="subtitle1" component="h3">
          {name}
        </Typography>
        <Field label={field('type')} value={typeText} />
        <Field label={field('payloadType')} value={trigger.payloadType} />
        <Field label={field('workflowName')} value={trigger.workflowName} />
        {trigger.componentName ? (
          <Field label={field('componentName')} value={trigger.componentName} />
        ) : null}
        <Field label={field('createTime')} value={formatDateTime(trigger.createTime)} />
      </CardContent>
      <CardActions>
        <Button
          size="small"
          startIcon={<WebhookIcon />}
          aria-label={`${translate('resources.appTriggers.action.webhook')} ${trigger.name}`}
          onClick={() => open('webhook', trigger.name)}
        >
          {translate('resources.appTriggers.action.webhook')}
        </Button>
        {readOnly ? null : (
          <>
            <CanAccess action="update" resource={resource}>
              <Button
                size="small"
                startIcon={<EditIcon />}
                aria-label={`${translate('resources.appTriggers.action.edit')} ${trigger.name}`}
                onClick={() => open('editTrigger', trigger.name)}
              >
                {translate('resources.appTriggers.action.edit')}
              </Button>
            </CanAccess>
            <ConfirmButton
              label="resources.appTriggers.action.delete"
              ariaLabel={`${translate('resources.appTriggers.action.delete')} ${trigger.name}`}
              icon={<DeleteIcon />}
              confirmText="resources.appTriggers.confirm.delete"
              successMessage="resources.appTriggers.notification.deleted"
              access={{ action: 'delete', resource }}
              onConfirm={async () => {
                await dataProvider.delete('appTriggers', {
                  id: trigger.token,
                  previousData: trigger,
                  meta: { app: app.name },
                });
                refresh();
              }}
            />
          </>
        )}
      </CardActions>
    </Card>
  );
};
