import SettingsIcon from '@mui/icons-material/Settings';
import type { Feature } from '@src/registry/feature';
import { lazyNamed } from '@src/routing/lazyNamed';
import { page } from '@src/routing/pageRoute';
import { under } from '@src/routing/under';

const SettingsPage = lazyNamed(() => import('./SettingsPage'), 'SettingsPage');

/** The platform settings page, for who may update them. */
export const settingsFeature: Feature = {
  name: 'settings',
  routes: [page('/settings', SettingsPage)],
  menus: [
    {
      key: 'settings',
      workspace: 'admin',
      position: 50,
      labelKey: 'vela.menu.settings',
      to: '/settings',
      icon: SettingsIcon,
      access: { action: 'update', resource: 'systemSetting' },
      matches: under('/settings'),
    },
  ],
};
