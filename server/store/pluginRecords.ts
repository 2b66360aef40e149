/** The setting of a plugin: whether it is installed and enabled, and its configuration. */
export interface PluginSettingRecord {
  id: string;
  installed: boolean;
  enabled: boolean;
  jsonData: Record<string, unknown>;
  secureJsonData: Record<string, unknown>;
}
