import { ApplicationsView } from './ApplicationsView';

/** /applications: every application the user may see. */
export const ApplicationList = () => <ApplicationsView />;
