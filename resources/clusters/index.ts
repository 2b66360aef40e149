import HubIcon from '@mui/icons-material/Hub';
import { lazyNamed } from '@src/routing/lazyNamed';
import type { ResourceDefinition } from '@src/routing/resourceDefinition';

const ClusterList = lazyNamed(() => import('./ClusterList'), 'ClusterList');

const clusters: ResourceDefinition = {
  list: ClusterList,
  icon: HubIcon,
  recordRepresentation: 'name',
};

export default clusters;
