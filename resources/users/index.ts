import PeopleIcon from '@mui/icons-material/People';
import type { MessageTree } from '@src/i18n/messageTree';
import type { Feature } from '@src/registry/feature';
import { featureMessages } from '@src/registry/messages';
import { lazyNamed } from '@src/routing/lazyNamed';
import { listAtRoot } from '@src/routing/listAtRoot';
import { under } from '@src/routing/under';

const UserList = lazyNamed(() => import('./UserList'), 'UserList');

export const usersFeature: Feature = {
  name: 'users',
  resource: { name: 'users', list: listAtRoot(UserList), icon: PeopleIcon, recordRepresentation: 'name' },
  menus: [
    {
      key: 'users',
      workspace: 'admin',
      position: 40,
      labelKey: 'vela.menu.users',
      to: '/users',
      icon: PeopleIcon,
      access: { action: 'list', resource: 'user:*' },
      matches: under('/users'),
    },
  ],
  // The platform's permissions are what the roles' form offers (resources/declarations/roles.ts).
  permissions: { users: 'user:{name}', permissions: 'permission:*' },
  messages: featureMessages(
    'users',
    import.meta.glob<MessageTree>('./messages.ts', { eager: true, import: 'en' }),
    import.meta.glob<MessageTree>('./messages.zh.ts', { import: 'zh' }),
  ),
};
