import { PipelinePages, PipelinesView } from '@resources/pipelines';
import { ListSkeleton } from '@src/common/kit';
import { Suspense } from 'react';

/** The project's pipelines: the pipeline list with the project fixed, or a pipeline's page below it. */
export const ProjectPipelines = ({ project, subPath }: { project: string; subPath: string }) => (
  <Suspense fallback={<ListSkeleton />}>
    {subPath ? <PipelinePages project={project} subPath={subPath} /> : <PipelinesView project={project} />}
  </Suspense>
);
