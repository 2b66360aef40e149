import { lazyNamed } from '@src/routing/lazyNamed';
import { Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { ListSkeleton } from '@src/common/kit';
import { pipelinePageOf } from './shared/pipelinePaths';

const PipelineStudio = lazyNamed(() => import('./studio/PipelineStudio'), 'PipelineStudio');
const PipelineRunPage = lazyNamed(() => import('./runs/PipelineRunPage'), 'PipelineRunPage');

/** The pages below a project's pipelines tab: a pipeline's studio and its runs; anything else is unknown. */
export const PipelinePages = ({ project, subPath }: { project: string; subPath: string }) => {
  const page = pipelinePageOf(subPath);
  if (page.page === 'unknown') return <Navigate to="/notFound" replace />;
  return (
    <Suspense fallback={<ListSkeleton />}>
      {page.page === 'studio' ? (
        <PipelineStudio key={page.pipeline} project={project} pipeline={page.pipeline} />
      ) : (
        <PipelineRunPage
          key={`${page.pipeline}/${page.run}`}
          project={project}
          pipeline={page.pipeline}
          run={page.run}
        />
      )}
    </Suspense>
  );
};
