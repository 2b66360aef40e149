import FolderSharedIcon from '@mui/icons-material/FolderShared';
import { lazyNamed } from '@src/routing/lazyNamed';
import { listAtRoot } from '@src/routing/listAtRoot';
import type { ResourceDefinition } from '@src/routing/resourceDefinition';

const ProjectList = lazyNamed(() => import('./list/ProjectList'), 'ProjectList');

const projects: ResourceDefinition = {
  list: listAtRoot(ProjectList),
  icon: FolderSharedIcon,
  recordRepresentation: 'name',
};

export default projects;
export { projectRoutes } from './routes';
