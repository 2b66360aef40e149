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

/** An environment's fields, for editing an application's environment where it is bound: a chunk of its own. */
export const EnvInputs = lazyNamed(() => import('./EnvInputs'), 'EnvInputs');
