import AccountTreeIcon from '@mui/icons-material/AccountTree';
import type { MessageTree } from '@src/i18n/messageTree';
import type { Feature } from '@src/registry/feature';
import { featureMessages } from '@src/registry/messages';
import { listedRecords } from '@src/registry/palette';
import { lazyNamed } from '@src/routing/lazyNamed';
import { listAtRoot } from '@src/routing/listAtRoot';
import { under } from '@src/routing/under';
import { loadPipelineList } from './pageLoaders';
import { studioPath } from './shared/pipelinePaths';

const PipelineList = lazyNamed(loadPipelineList, 'PipelineList');

const projectPipeline = /^\/projects\/[^/]+\/pipelines(\/|$)/;

export const pipelinesFeature: Feature = {
  name: 'pipelines',
  resource: {
    name: 'pipelines',
    list: listAtRoot(PipelineList),
    icon: AccountTreeIcon,
    recordRepresentation: 'name',
  },
  menus: [
    {
      key: 'pipelines',
      workspace: 'continuous-delivery',
      position: 20,
      labelKey: 'vela.menu.pipelines',
      to: '/pipelines',
      icon: AccountTreeIcon,
      access: { action: 'list', resource: 'project:?/pipeline:*' },
      matches: (path) => under('/pipelines')(path) || projectPipeline.test(path),
    },
  ],
  permissions: { pipelines: 'project:?/pipeline:*' },
  palette: [
    {
      name: 'pipelines',
      position: 40,
      access: 'project:?/pipeline:*',
      load: listedRecords('pipelines'),
      page: ({ name, project = '' }) => ({ to: studioPath(project, name) }),
    },
  ],
  messages: featureMessages(
    'pipelines',
    import.meta.glob<MessageTree>(['./messages.ts', './*/*.messages.ts'], { eager: true, import: 'en' }),
    import.meta.glob<MessageTree>(['./messages.zh.ts', './*/*.messages.zh.ts'], { import: 'zh' }),
  ),
};

/** The pipelines of one project, for its pipelines tab: a chunk of its own, as the list page's. */
export const PipelinesView = lazyNamed(() => import('./list/PipelinesView'), 'PipelinesView');
/** The pages below a project's pipelines tab: a pipeline's studio and its runs. */
export const PipelinePages = lazyNamed(() => import('./PipelinePages'), 'PipelinePages');
