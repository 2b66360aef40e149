import { ApplicationsView } from '../applications/ApplicationsView';

/** The project's applications: the application list with the project fixed. */
export const ProjectApplications = ({ project }: { project: string }) => (
  <ApplicationsView project={project} />
);
