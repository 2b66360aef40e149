import type { ManagedPlugin, PluginSettingChange } from '@dataProvider/verbs/plugins';
import { useCallback, useState } from 'react';

/**
 * The settings a plugin's config page edits: its whole JSON data, and only the secure values typed
 * (or reset with null). Secure values never come back from the server, so sending the untouched ones
 * is impossible, and sending none keeps them.
 */
export function usePluginSettings(plugin: ManagedPlugin) {
  const [jsonData, setJsonData] = useState<Record<string, unknown>>(() => ({ ...plugin.jsonSetting }));
  const [secureJsonData, setSecureJsonData] = useState<Record<string, unknown>>({});
  const [dirty, setDirty] = useState(false);
  const onJSONDataChange = useCallback((key: string, value: unknown) => {
    setJsonData((current) => ({ ...current, [key]: value }));
    setDirty(true);
  }, []);
  const onSecureJSONDataChange = useCallback((key: string, value: unknown) => {
    setSecureJsonData((current) => {
      // Emptying a field the user typed into means leaving the saved value as it is.
      if (value === '' || value === undefined) {
        const rest = { ...current };
        delete rest[key];
        return rest;
      }
      return { ...current, [key]: value };
    });
    setDirty(true);
  }, []);
  const change: PluginSettingChange = { jsonData, secureJsonData };
  const saved = useCallback(() => {
    setSecureJsonData({});
    setDirty(false);
  }, []);
  return { change, dirty, saved, onJSONDataChange, onSecureJSONDataChange };
}
