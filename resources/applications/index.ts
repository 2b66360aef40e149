import AppsIcon from '@mui/icons-material/Apps';
import { lazyNamed } from '@src/routing/lazyNamed';
import { listAtRoot } from '@src/routing/listAtRoot';
import { page, redirect } from '@src/routing/pageRoute';
import type { ResourceDefinition } from '@src/routing/resourceDefinition';
import { toRoute } from '@src/routing/toRoute';

const ApplicationList = lazyNamed(() => import('./ApplicationList'), 'ApplicationList');
const ApplicationDetail = lazyNamed(
  () => import('@resources/appDetail/ApplicationDetail'),
  'ApplicationDetail',
);

const applications: ResourceDefinition = {
  list: listAtRoot(ApplicationList),
  icon: AppsIcon,
  recordRepresentation: 'name',
  children: [toRoute(redirect(':appName', 'config')), toRoute(page(':appName/*', ApplicationDetail))],
};

export default applications;
