import { lazyNamed } from '@src/routing/lazyNamed';
import type { MessageTree } from '@src/i18n/messageTree';
import type { Feature } from '@src/registry/feature';
import { featureMessages } from '@src/registry/messages';
import { page } from '@src/routing/pageRoute';

const PluginManageList = lazyNamed(() => import('./PluginManageList'), 'PluginManageList');
const PluginConfig = lazyNamed(() => import('./PluginConfig'), 'PluginConfig');
const PluginApp = lazyNamed(() => import('./PluginApp'), 'PluginApp');

/** The plugins' management pages and the app pages enabled plugins add (their menus: src/layout/navigation/pluginMenus.ts). */
export const pluginsFeature: Feature = {
  name: 'plugins',
  routes: [
    page('/manage/plugins', PluginManageList),
    page('/manage/plugins/:pluginId/config', PluginConfig),
    page('/plugins/:pluginId/*', PluginApp),
  ],
  messages: featureMessages(
    'plugins',
    import.meta.glob<MessageTree>('./messages.ts', { eager: true, import: 'en' }),
    import.meta.glob<MessageTree>('./messages.zh.ts', { import: 'zh' }),
  ),
};
