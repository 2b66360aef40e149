import { PagePlaceholder } from '@resources/appDetail/PagePlaceholder';

/** The environment's workflow page (`envbinding/{envName}/workflow`). */
export const WorkflowPage = () => <PagePlaceholder title="resources.appDetail.page.workflow" />;
