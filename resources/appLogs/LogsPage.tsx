import { PagePlaceholder } from '@resources/appDetail/PagePlaceholder';

/** The environment's pod logs page (`envbinding/{envName}/logs`). */
export const LogsPage = () => <PagePlaceholder title="resources.appDetail.page.logs" />;
