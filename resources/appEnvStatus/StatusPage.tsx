import { PagePlaceholder } from '@resources/appDetail/PagePlaceholder';

/** The environment's status page (`envbinding/{envName}/status`). */
export const StatusPage = () => <PagePlaceholder title="resources.appDetail.page.status" />;
