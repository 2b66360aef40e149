import { ErrorState } from '@src/common/kit';
import { AccessDeniedPage } from '@src/pages/AccessDenied/AccessDeniedPage';
import { loadFailure } from '@src/pages/NotFound/loadFailure';
import { ObjectNotFound } from '@src/pages/NotFound/ObjectNotFound';
import { pipelinesPath } from './pipelinePaths';

/** A pipeline that could not be read: unknown (back to the project's pipelines), forbidden, or failed. */
export const PipelineLoadFailure = ({
  project,
  pipeline,
  error,
  onRetry,
}: {
  project: string;
  pipeline: string;
  error: unknown;
  onRetry: () => void;
}) => {
  switch (loadFailure(error)) {
    case 'notFound':
      return (
        <ObjectNotFound
          kind="vela.glossary.pipeline"
          name={pipeline}
          backTo={pipelinesPath(project)}
          backLabel="vela.menu.pipelines"
        />
      );
    case 'forbidden':
      return <AccessDeniedPage />;
    default:
      return <ErrorState error={error} onRetry={onRetry} />;
  }
};
