import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazyNamed } from '@src/routing/lazyNamed';
import { listAtRoot } from '@src/routing/listAtRoot';
import type { ResourceDefinition } from '@src/routing/resourceDefinition';

const PipelineList = lazyNamed(() => import('./PipelineList'), 'PipelineList');

const pipelines: ResourceDefinition = {
  list: listAtRoot(PipelineList),
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
};

export default pipelines;
