import PeopleIcon from '@mui/icons-material/People';
import { lazyNamed } from '@src/routing/lazyNamed';
import { listAtRoot } from '@src/routing/listAtRoot';
import type { ResourceDefinition } from '@src/routing/resourceDefinition';

const UserList = lazyNamed(() => import('./UserList'), 'UserList');

const users: ResourceDefinition = {
  list: listAtRoot(UserList),
  icon: PeopleIcon,
  recordRepresentation: 'name',
};

export default users;
