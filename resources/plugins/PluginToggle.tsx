import Button from '@mui/material/Button';
import type { ManagedPlugin } from '@dataProvider/verbs/plugins';
import { ConfirmButton } from '@src/common/kit';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { PLUGIN_ENABLE_ACCESS, usePluginActions } from './usePluginActions';

/**
 * Enable (with the settings it has) or Disable, which asks first: every user loses the plugin's menus.
 * Hidden without the permission to enable plugins.
 */
export const PluginToggle = ({ plugin }: { plugin: ManagedPlugin }) => {
  const translate = useTranslate();
  const actions = usePluginActions();
  const [enabling, setEnabling] = useState(false);
  const { canAccess } = useCanAccess(PLUGIN_ENABLE_ACCESS);
  if (!canAccess) return null;
  const name = { name: plugin.name };
  if (plugin.enabled) {
    return (
      <ConfirmButton
        label="resources.plugins.action.disable"
        ariaLabel={translate('resources.plugins.action.disableOf', name)}
        confirmTitle={translate('resources.plugins.confirm.disableTitle', name)}
        confirmText="resources.plugins.confirm.disable"
        onConfirm={() => actions.disable(plugin.id)}
      />
    );
  }
  const enable = async () => {
    setEnabling(true);
    try {
      await actions.enable(plugin.id, { jsonData: plugin.jsonSetting ?? {}, secureJsonData: {} });
    } catch {
      // The API error toaster has reported the refusal.
    } finally {
      setEnabling(false);
    }
  };
  return (
    <Button
      size="small"
      loading={enabling}
      aria-label={translate('resources.plugins.action.enableOf', name)}
      onClick={enable}
    >
      {translate('resources.plugins.action.enable')}
    </Button>
  );
};
