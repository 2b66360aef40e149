import { PipelinesView } from '@resources/pipelines/PipelinesView';

/** The project's pipelines: the pipeline list with the project fixed. */
export const ProjectPipelines = ({ project }: { project: string }) => <PipelinesView project={project} />;
