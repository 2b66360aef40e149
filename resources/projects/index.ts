import FolderSharedIcon from '@mui/icons-material/FolderShared';
import { lazyNamed } from '@src/routing/lazyNamed';
import type { ResourceDefinition } from '@src/routing/resourceDefinition';

const ProjectList = lazyNamed(() => import('./ProjectList'), 'ProjectList');

const projects: ResourceDefinition = {
  list: ProjectList,
  icon: FolderSharedIcon,
  recordRepresentation: 'name',
};

export default projects;
export { projectRoutes } from './routes';
