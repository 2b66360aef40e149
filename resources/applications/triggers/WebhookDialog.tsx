import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { webhookUrl } from '@dataProvider/webhookUrl';
import { useApplication } from '../shared/useApplication';
import { CopyButton } from '@src/common/code/CopyButton';
import { FormDrawer, useUrlDrawer, WIDE_DRAWER_WIDTH } from '@src/common/kit';
import { useState, type ReactNode } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import type { Trigger } from './triggerRules';
import { curlCommand, WEBHOOK_ACTIONS, webhookBody, type WebhookAction } from './webhookCommands';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack direction="row" spacing={2} alignItems="center" sx={{ minHeight: 36 }}>
    <Typography variant="body2" color="text.secondary" sx={{ width: 140, flexShrink: 0 }}>
      {label}
    </Typography>
    <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
  </Stack>
);

const Command = ({ command }: { command: string }) => {
  const translate = useTranslate();
  const label = translate('resources.appTriggers.webhook.curl');
  return (
    <Box sx={{ mt: 1 }}>
      <Stack direction="row" alignItems="center">
        <Typography variant="subtitle2" component="h3">
          {label}
        </Typography>
        <CopyButton text={command} label={label} copiedMessage="resources.appTriggers.notification.copied" />
      </Stack>
      <Box
        component="pre"
        aria-label={label}
        sx={{
          p: 1.5,
          m: 0,
          bgcolor: 'action.hover',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <code>{command}</code>
      </Box>
    </Box>
  );
};

interface ComponentDetail {
  id: string;
  properties?: { image?: unknown } | null;
}

/** The custom payload: one command per action, execute carrying the component's current image. */
const CustomCommands = ({ trigger, url }: { trigger: Trigger; url: string }) => {
  const translate = useTranslate();
  const { app } = useApplication();
  const [action, setAction] = useState<WebhookAction>('execute');
  const componentName = trigger.componentName ?? '';
  const { data: component } = useGetOne<ComponentDetail>(
    'appComponents',
    { id: componentName, meta: { app: app.name } },
    { enabled: componentName !== '' },
  );
  const image = typeof component?.properties?.image === 'string' ? component.properties.image : '';
  return (
    <>
      <Tabs
        value={action}
        onChange={(_, next: WebhookAction) => setAction(next)}
        aria-label={translate('resources.appTriggers.webhook.actions')}
        sx={{ mt: 1 }}
      >
        {WEBHOOK_ACTIONS.map((name) => (
          <Tab key={name} value={name} label={translate(`resources.appTriggers.webhook.action.${name}`)} />
        ))}
      </Tabs>
      <Command command={curlCommand(url, webhookBody(action, componentName, image))} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('resources.appTriggers.webhook.help')}
      </Typography>
      <Alert severity="info" sx={{ mt: 1 }}>
        {translate('resources.appTriggers.webhook.defaultAction')}
      </Alert>
    </>
  );
};

const WebhookDetails = ({ trigger }: { trigger: Trigger }) => {
  const translate = useTranslate();
  if (!trigger.token)
    return <Alert severity="info">{translate('resources.appTriggers.webhook.tokenHidden')}</Alert>;
  const url = webhookUrl(trigger.token);
  const urlLabel = translate('resources.appTriggers.webhook.url');
  return (
    <>
      <Row label={urlLabel}>
        <Stack direction="row" alignItems="center">
          <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
            {url}
          </Typography>
          <CopyButton text={url} label={urlLabel} copiedMessage="resources.appTriggers.notification.copied" />
        </Stack>
      </Row>
      <Row label={translate('resources.appTriggers.webhook.method')}>POST</Row>
      <Row label={translate('resources.appTriggers.webhook.header')}>content-type: application/json</Row>
      {trigger.payloadType === 'custom' ? (
        <CustomCommands trigger={trigger} url={url} />
      ) : (
        <Command command={curlCommand(url)} />
      )}
    </>
  );
};

/** `#webhook/{name}`: how to call the trigger: its URL, method, header and ready-to-copy curl commands. */
export const WebhookDialog = ({ triggers }: { triggers: Trigger[] }) => {
  const { drawer, id, close } = useUrlDrawer();
  const trigger = drawer === 'webhook' ? triggers.find((candidate) => candidate.name === id) : undefined;
  return (
    <FormDrawer
      open={trigger !== undefined}
      onClose={close}
      variant="dialog"
      width={WIDE_DRAWER_WIDTH}
      title="resources.appTriggers.webhook.title"
    >
      <Box sx={{ p: 3 }}>{trigger ? <WebhookDetails trigger={trigger} /> : null}</Box>
    </FormDrawer>
  );
};
