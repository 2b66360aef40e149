import HubIcon from '@mui/icons-material/Hub';
import { lazyNamed } from '@src/routing/lazyNamed';
import { listAtRoot } from '@src/routing/listAtRoot';
import type { ResourceDefinition } from '@src/routing/resourceDefinition';

const ClusterList = lazyNamed(() => import('./ClusterList'), 'ClusterList');

const clusters: ResourceDefinition = {
  list: listAtRoot(ClusterList),
  icon: HubIcon,
  recordRepresentation: 'name',
};

export default clusters;
