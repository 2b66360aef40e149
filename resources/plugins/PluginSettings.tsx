import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import type { ManagedPlugin } from '@dataProvider/verbs/plugins';
import { EmptyState, errorText, PanelBoundary, useLeaveGuard } from '@src/common/kit';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { PluginToggle } from './PluginToggle';
import { PLUGIN_ENABLE_ACCESS, usePluginActions } from './usePluginActions';
import { PluginModuleLoaded } from './PluginModuleLoaded';
import { usePluginSettings } from './usePluginSettings';

const SettingsPage = ({
  plugin,
  settings,
}: {
  plugin: ManagedPlugin;
  settings: ReturnType<typeof usePluginSettings>;
}) => {
  return (
    <PluginModuleLoaded meta={plugin} height={160}>
      {({ configPages }) => {
        const Body = configPages[0]?.body;
        if (!Body) return <EmptyState text="resources.plugins.noConfigPage" />;
        return (
          <PanelBoundary name={plugin.name}>
            <Body
              plugin={{ meta: plugin }}
              query={{}}
              onJSONDataChange={settings.onJSONDataChange}
              onSecureJSONDataChange={settings.onSecureJSONDataChange}
            />
          </PanelBoundary>
        );
      }}
    </PluginModuleLoaded>
  );
};

/**
 * The plugin's own settings page, with the console's Save and Save & Enable (disabled plugin) or Save and
 * Disable (enabled plugin). A refusal shows beside the buttons and the page keeps what was typed.
 */
export const PluginSettings = ({ plugin }: { plugin: ManagedPlugin }) => {
  const translate = useTranslate();
  const settings = usePluginSettings(plugin);
  const actions = usePluginActions(ERROR_SHOWN_BY_PAGE);
  const { canAccess: canEnable } = useCanAccess(PLUGIN_ENABLE_ACCESS);
  const { canAccess: canUpdate } = useCanAccess({ action: 'update', resource: 'managePlugin:*' });
  const [sending, setSending] = useState<'save' | 'enable'>();
  const [refusal, setRefusal] = useState<unknown>();
  const leaveQuestion = useLeaveGuard(settings.dirty);

  const send = async (kind: 'save' | 'enable') => {
    setSending(kind);
    setRefusal(undefined);
    try {
      await (kind === 'save' ? actions.save : actions.enable)(plugin.id, settings.change);
      settings.saved();
    } catch (error) {
      setRefusal(error);
    } finally {
      setSending(undefined);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="plugin-settings" sx={{ p: 2 }}>
      <Typography id="plugin-settings" variant="h6" component="h2" sx={{ mb: 2 }}>
        {translate('resources.plugins.settings')}
      </Typography>
      <SettingsPage plugin={plugin} settings={settings} />
      {refusal !== undefined && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(refusal, translate)}
        </Alert>
      )}
      <Stack direction="row" spacing={1} justifyContent="center" sx={{ mt: 2 }}>
        {plugin.enabled && canUpdate && (
          <Button
            variant="contained"
            loading={sending === 'save'}
            disabled={sending !== undefined}
            onClick={() => send('save')}
          >
            {translate('resources.plugins.action.save')}
          </Button>
        )}
        {!plugin.enabled && canEnable && (
          <Button
            variant="contained"
            loading={sending === 'enable'}
            disabled={sending !== undefined}
            onClick={() => send('enable')}
          >
            {translate('resources.plugins.action.saveAndEnable')}
          </Button>
        )}
        {plugin.enabled && <PluginToggle plugin={plugin} />}
      </Stack>
      {leaveQuestion}
    </Paper>
  );
};
