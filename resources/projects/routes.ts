import { lazyNamed } from '@src/routing/lazyNamed';
import { page, redirect } from '@src/routing/pageRoute';
import type { PageRoute } from '@src/routing/pageRoute';

const PlatformProjectList = lazyNamed(() => import('./list/PlatformProjectList'), 'PlatformProjectList');
const ProjectDetail = lazyNamed(() => import('./detail/ProjectDetail'), 'ProjectDetail');

export const projectRoutes: PageRoute[] = [
  page('/platform/projects', PlatformProjectList),
  redirect('/projects/:projectName', 'summary'),
  // The pipelines tab owns the pipeline studio and run pages below it.
  page('/projects/:projectName/:tab/*', ProjectDetail),
];
