import ExtensionIcon from '@mui/icons-material/Extension';
import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import type { MessageTree } from '@src/i18n/messageTree';
import type { Feature } from '@src/registry/feature';
import { featureMessages } from '@src/registry/messages';
import { lazyNamed } from '@src/routing/lazyNamed';
import { listAtRoot } from '@src/routing/listAtRoot';
import { page } from '@src/routing/pageRoute';
import { toRoute } from '@src/routing/toRoute';
import { under } from '@src/routing/under';

const AddonList = lazyNamed(() => import('./AddonList'), 'AddonList');

/** /addons lists the addons; /addons/{addonName} (e.g. /addons/cloudshell) opens that addon's drawer over it. */
export const addonsFeature: Feature = {
  name: 'addons',
  resource: {
    name: 'addons',
    list: listAtRoot(AddonList),
    icon: ExtensionIcon,
    recordRepresentation: 'name',
    children: toRoute(page(':addonName', AddonList)),
  },
  menus: [
    {
      key: 'addons',
      workspace: 'extension',
      position: 10,
      labelKey: 'vela.menu.addons',
      to: '/addons',
      icon: ExtensionIcon,
      access: { action: 'list', resource: 'addon:*' },
      // The plugins' pages sit beside the addons (their tabs).
      matches: under('/addons', '/manage/plugins'),
    },
  ],
  permissions: { addons: 'addon:*', addonRegistries: 'addonRegistry:{name}' },
  palette: [
    {
      name: 'addons',
      position: 50,
      access: 'addon:*',
      load: async (dataProvider) =>
        (await dataProvider.listAddons({}, ERROR_SHOWN_BY_PAGE)).addons.map(({ name }) => ({ name })),
      page: ({ name }) => ({ to: `/addons/${encodeURIComponent(name)}` }),
    },
  ],
  messages: featureMessages(
    'addons',
    import.meta.glob<MessageTree>('./messages.ts', { eager: true, import: 'en' }),
    import.meta.glob<MessageTree>('./messages.zh.ts', { import: 'zh' }),
  ),
};

/** The Addons and Plugins tabs, for the plugins page: a chunk of its own, as MUI's tabs are. */
export const AddonTabs = lazyNamed(() => import('./AddonTabs'), 'AddonTabs');
