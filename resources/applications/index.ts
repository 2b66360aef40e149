import AppsIcon from '@mui/icons-material/Apps';
import { lazyNamed } from '@src/routing/lazyNamed';
import { listAtRoot } from '@src/routing/listAtRoot';
import { page, redirect } from '@src/routing/pageRoute';
import type { ResourceDefinition } from '@src/routing/resourceDefinition';
import { toRoute } from '@src/routing/toRoute';

const ApplicationList = lazyNamed(() => import('./list/ApplicationList'), 'ApplicationList');
const ApplicationDetail = lazyNamed(() => import('./detail/ApplicationDetail'), 'ApplicationDetail');

/** The applications of one project, for its applications tab: a chunk of its own, as the list page's. */
export const ApplicationsView = lazyNamed(() => import('./list/ApplicationsView'), 'ApplicationsView');

const applications: ResourceDefinition = {
  list: listAtRoot(ApplicationList),
  icon: AppsIcon,
  recordRepresentation: 'name',
  children: [toRoute(redirect(':appName', 'config')), toRoute(page(':appName/*', ApplicationDetail))],
};

export default applications;
