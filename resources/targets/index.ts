import TrackChangesIcon from '@mui/icons-material/TrackChanges';
import { lazyNamed } from '@src/routing/lazyNamed';
import { listAtRoot } from '@src/routing/listAtRoot';
import type { ResourceDefinition } from '@src/routing/resourceDefinition';

const TargetList = lazyNamed(() => import('./TargetList'), 'TargetList');

const targets: ResourceDefinition = {
  list: listAtRoot(TargetList),
  icon: TrackChangesIcon,
  recordRepresentation: 'name',
};

export default targets;
