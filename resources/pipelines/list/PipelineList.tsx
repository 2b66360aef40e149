import { PipelinesView } from './PipelinesView';

/** /pipelines: the pipelines of every project the user is a member of. */
export const PipelineList = () => <PipelinesView />;
