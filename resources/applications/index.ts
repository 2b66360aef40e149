import AppsIcon from '@mui/icons-material/Apps';
import type { MessageTree } from '@src/i18n/messageTree';
import type { Feature } from '@src/registry/feature';
import { featureMessages } from '@src/registry/messages';
import { listedRecords } from '@src/registry/palette';
import { lazyNamed } from '@src/routing/lazyNamed';
import { listAtRoot } from '@src/routing/listAtRoot';
import { page, redirect } from '@src/routing/pageRoute';
import { toRoute } from '@src/routing/toRoute';
import { under } from '@src/routing/under';
import { loadApplicationDetail, loadApplicationList } from './pageLoaders';

const ApplicationList = lazyNamed(loadApplicationList, 'ApplicationList');
const ApplicationDetail = lazyNamed(loadApplicationDetail, 'ApplicationDetail');

/** The applications of one project, for its applications tab: a chunk of its own, as the list page's. */
export const ApplicationsView = lazyNamed(() => import('./list/ApplicationsView'), 'ApplicationsView');

export const applicationsFeature: Feature = {
  name: 'applications',
  resource: {
    name: 'applications',
    list: listAtRoot(ApplicationList),
    icon: AppsIcon,
    recordRepresentation: 'name',
    children: [toRoute(redirect(':appName', 'config')), toRoute(page(':appName/*', ApplicationDetail))],
  },
  menus: [
    {
      key: 'applications',
      workspace: 'continuous-delivery',
      position: 10,
      labelKey: 'vela.menu.applications',
      to: '/applications',
      icon: AppsIcon,
      access: { action: 'list', resource: 'project:?/application:*' },
      matches: under('/applications'),
    },
  ],
  permissions: { applications: 'project:?/application:*' },
  palette: [
    {
      name: 'applications',
      position: 10,
      access: 'project:?/application:*',
      load: listedRecords('applications'),
      page: ({ name }) => ({ to: `/applications/${encodeURIComponent(name)}/config` }),
      starred: 'applications',
    },
  ],
  messages: featureMessages(
    'applications',
    import.meta.glob<MessageTree>(['./messages.ts', './*/*.messages.ts'], { eager: true, import: 'en' }),
    import.meta.glob<MessageTree>(['./messages.zh.ts', './*/*.messages.zh.ts'], { import: 'zh' }),
  ),
};
