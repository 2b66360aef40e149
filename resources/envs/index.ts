import LayersIcon from '@mui/icons-material/Layers';
import type { MessageTree } from '@src/i18n/messageTree';
import type { Feature } from '@src/registry/feature';
import { featureMessages } from '@src/registry/messages';
import { listedRecords } from '@src/registry/palette';
import { lazyNamed } from '@src/routing/lazyNamed';
import { listAtRoot } from '@src/routing/listAtRoot';
import { under } from '@src/routing/under';

const EnvList = lazyNamed(() => import('./EnvList'), 'EnvList');

export const envsFeature: Feature = {
  name: 'envs',
  resource: { name: 'envs', list: listAtRoot(EnvList), icon: LayersIcon, recordRepresentation: 'name' },
  menus: [
    {
      key: 'environments',
      workspace: 'continuous-delivery',
      position: 30,
      labelKey: 'vela.menu.environments',
      to: '/envs',
      icon: LayersIcon,
      access: { action: 'list', resource: 'project:?/environment:*' },
      matches: under('/envs'),
    },
  ],
  permissions: { envs: 'project:?/environment:*' },
  palette: [
    {
      // An environment's page is its drawer over the list, for who may edit it; others get its project.
      name: 'environments',
      position: 30,
      access: 'project:?/environment:*',
      load: listedRecords('envs'),
      page: ({ name, project = '' }) => ({
        to: `/envs#edit/${encodeURIComponent(name)}`,
        access: {
          action: 'update',
          resource: `project:${project}/environment:${name}`,
          otherwise: `/projects/${encodeURIComponent(project)}/summary`,
        },
      }),
    },
  ],
  messages: featureMessages(
    'envs',
    import.meta.glob<MessageTree>('./messages.ts', { eager: true, import: 'en' }),
    import.meta.glob<MessageTree>('./messages.zh.ts', { import: 'zh' }),
  ),
};

/** An environment's fields, for editing an application's environment where it is bound: a chunk of its own. */
export const EnvInputs = lazyNamed(() => import('./EnvInputs'), 'EnvInputs');
