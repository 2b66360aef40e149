import LayersIcon from '@mui/icons-material/Layers';
import { lazyNamed } from '@src/routing/lazyNamed';
import type { ResourceDefinition } from '@src/routing/resourceDefinition';

const EnvList = lazyNamed(() => import('./EnvList'), 'EnvList');

const envs: ResourceDefinition = {
  list: EnvList,
  icon: LayersIcon,
  recordRepresentation: 'name',
};

export default envs;
