import { lazyNamed } from '@src/routing/lazyNamed';
import { page } from '@src/routing/pageRoute';
import type { PageRoute } from '@src/routing/pageRoute';

const PluginManageList = lazyNamed(() => import('./PluginManageList'), 'PluginManageList');
const PluginConfig = lazyNamed(() => import('./PluginConfig'), 'PluginConfig');
const PluginApp = lazyNamed(() => import('./PluginApp'), 'PluginApp');

export const pluginRoutes: PageRoute[] = [
  page('/manage/plugins', PluginManageList),
  page('/manage/plugins/:pluginId/config', PluginConfig),
  page('/plugins/:pluginId/*', PluginApp),
];
