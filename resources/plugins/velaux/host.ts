/**
 * What the console lends the plugin modules of the page that shows them: its language and its
 * notifications. The page sets them as it renders, before the plugin's components read them.
 */
export type NoticeType = 'success' | 'error' | 'warning' | 'info';

export interface PluginHost {
  language: string;
  notify: (text: string, type: NoticeType) => void;
}

let host: PluginHost = { language: 'en', notify: () => undefined };

export function connectPluginHost(next: PluginHost): void {
  host = next;
}

export function pluginHost(): PluginHost {
  return host;
}
