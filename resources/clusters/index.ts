import HubIcon from '@mui/icons-material/Hub';
import type { MessageTree } from '@src/i18n/messageTree';
import type { Feature } from '@src/registry/feature';
import { featureMessages } from '@src/registry/messages';
import { listedRecords } from '@src/registry/palette';
import { lazyNamed } from '@src/routing/lazyNamed';
import { listAtRoot } from '@src/routing/listAtRoot';
import { under } from '@src/routing/under';

const ClusterList = lazyNamed(() => import('./ClusterList'), 'ClusterList');

export const clustersFeature: Feature = {
  name: 'clusters',
  resource: { name: 'clusters', list: listAtRoot(ClusterList), icon: HubIcon, recordRepresentation: 'name' },
  menus: [
    {
      key: 'clusters',
      workspace: 'admin',
      position: 10,
      labelKey: 'vela.menu.clusters',
      to: '/clusters',
      icon: HubIcon,
      access: { action: 'list', resource: 'cluster:*' },
      matches: under('/clusters'),
    },
  ],
  permissions: { clusters: 'cluster:{name}' },
  palette: [
    {
      // Clusters have no page of their own: the list, searched for the cluster's name.
      name: 'clusters',
      position: 60,
      access: 'cluster:*',
      load: listedRecords('clusters'),
      page: ({ name }) => ({ to: `/clusters?filter=${encodeURIComponent(JSON.stringify({ q: name }))}` }),
    },
  ],
  messages: featureMessages(
    'clusters',
    import.meta.glob<MessageTree>('./messages.ts', { eager: true, import: 'en' }),
    import.meta.glob<MessageTree>('./messages.zh.ts', { import: 'zh' }),
  ),
};
