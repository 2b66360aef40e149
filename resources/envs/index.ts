import LayersIcon from '@mui/icons-material/Layers';
import { lazyNamed } from '@src/routing/lazyNamed';
import { listAtRoot } from '@src/routing/listAtRoot';
import type { ResourceDefinition } from '@src/routing/resourceDefinition';

const EnvList = lazyNamed(() => import('./EnvList'), 'EnvList');

const envs: ResourceDefinition = {
  list: listAtRoot(EnvList),
  icon: LayersIcon,
  recordRepresentation: 'name',
};

export default envs;
