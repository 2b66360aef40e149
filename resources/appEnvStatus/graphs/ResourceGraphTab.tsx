import { PagePlaceholder } from '@resources/appDetail/PagePlaceholder';

export interface ResourceGraphTabProps {
  appName: string;
  envName: string;
  /** The target and component chosen on the status page; none means all. */
  targetName?: string;
  componentName?: string;
}

/** The resource graph of the environment (Kubernetes objects the application made), lazily loaded with @xyflow/react. */
export const ResourceGraphTab = (_props: ResourceGraphTabProps) => (
  <PagePlaceholder title="resources.appDetail.page.status" />
);
