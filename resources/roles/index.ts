import BadgeIcon from '@mui/icons-material/Badge';
import { lazyNamed } from '@src/routing/lazyNamed';
import { listAtRoot } from '@src/routing/listAtRoot';
import type { ResourceDefinition } from '@src/routing/resourceDefinition';

const RoleList = lazyNamed(() => import('./RoleList'), 'RoleList');

const roles: ResourceDefinition = {
  list: listAtRoot(RoleList),
  icon: BadgeIcon,
  recordRepresentation: 'name',
};

export default roles;
