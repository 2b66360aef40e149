import TrackChangesIcon from '@mui/icons-material/TrackChanges';
import { lazyNamed } from '@src/routing/lazyNamed';
import type { ResourceDefinition } from '@src/routing/resourceDefinition';

const TargetList = lazyNamed(() => import('./TargetList'), 'TargetList');

const targets: ResourceDefinition = {
  list: TargetList,
  icon: TrackChangesIcon,
  recordRepresentation: 'name',
};

export default targets;
