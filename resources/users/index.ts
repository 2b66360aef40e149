import PeopleIcon from '@mui/icons-material/People';
import { lazyNamed } from '@src/routing/lazyNamed';
import type { ResourceDefinition } from '@src/routing/resourceDefinition';

const UserList = lazyNamed(() => import('./UserList'), 'UserList');

const users: ResourceDefinition = {
  list: UserList,
  icon: PeopleIcon,
  recordRepresentation: 'name',
};

export default users;
