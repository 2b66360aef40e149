import TuneIcon from '@mui/icons-material/Tune';
import type { MessageTree } from '@src/i18n/messageTree';
import type { Feature } from '@src/registry/feature';
import { featureMessages } from '@src/registry/messages';
import { lazyNamed } from '@src/routing/lazyNamed';
import { page, redirect } from '@src/routing/pageRoute';
import { under } from '@src/routing/under';

const ConfigHome = lazyNamed(() => import('./ConfigHome'), 'ConfigHome');
const ConfigPage = lazyNamed(() => import('./ConfigPage'), 'ConfigPage');

export const configsFeature: Feature = {
  name: 'configs',
  routes: [
    page('/configs', ConfigHome),
    redirect('/configs/:templateName', 'config'),
    page('/configs/:templateName/config', ConfigPage),
  ],
  menus: [
    {
      key: 'configs',
      workspace: 'admin',
      position: 20,
      labelKey: 'vela.menu.configs',
      to: '/configs',
      icon: TuneIcon,
      access: { action: 'list', resource: 'config:*' },
      matches: under('/configs'),
    },
  ],
  permissions: { configs: 'config:{name}' },
  messages: featureMessages(
    'configs',
    import.meta.glob<MessageTree>('./messages.ts', { eager: true, import: 'en' }),
    import.meta.glob<MessageTree>('./messages.zh.ts', { import: 'zh' }),
  ),
};

/** A config's properties as a project's configs card shows them, secrets masked until revealed: a chunk of its own. */
export const ConfigProperties = lazyNamed(() => import('./ConfigProperties'), 'ConfigProperties');
