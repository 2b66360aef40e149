import { PagePlaceholder } from '@resources/appDetail/PagePlaceholder';

/** The environment's instances page (`envbinding/{envName}/instances`). */
export const InstancesPage = () => <PagePlaceholder title="resources.appDetail.page.instances" />;
