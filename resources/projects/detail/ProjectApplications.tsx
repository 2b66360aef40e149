import { ApplicationsView } from '@resources/applications';
import { ListSkeleton } from '@src/common/kit';
import { Suspense } from 'react';

/** The project's applications: the application list with the project fixed. */
export const ProjectApplications = ({ project }: { project: string }) => (
  <Suspense fallback={<ListSkeleton />}>
    <ApplicationsView project={project} />
  </Suspense>
);
