import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazyNamed } from '@src/routing/lazyNamed';
import type { ResourceDefinition } from '@src/routing/resourceDefinition';

const PipelineList = lazyNamed(() => import('./PipelineList'), 'PipelineList');

const pipelines: ResourceDefinition = {
  list: PipelineList,
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
};

export default pipelines;
