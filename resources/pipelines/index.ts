import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazyNamed } from '@src/routing/lazyNamed';
import { listAtRoot } from '@src/routing/listAtRoot';
import type { ResourceDefinition } from '@src/routing/resourceDefinition';

const PipelineList = lazyNamed(() => import('./list/PipelineList'), 'PipelineList');

const pipelines: ResourceDefinition = {
  list: listAtRoot(PipelineList),
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
};

export default pipelines;

/** The pipelines of one project, for its pipelines tab: a chunk of its own, as the list page's. */
export const PipelinesView = lazyNamed(() => import('./list/PipelinesView'), 'PipelinesView');
/** The pages below a project's pipelines tab: a pipeline's studio and its runs. */
export const PipelinePages = lazyNamed(() => import('./PipelinePages'), 'PipelinePages');
/** A pipeline's studio page, for the command palette. */
export { studioPath } from './shared/pipelinePaths';
