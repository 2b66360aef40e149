import { ResourceComingSoon } from '@src/common/ResourceComingSoon';

export const ApplicationList = () => <ResourceComingSoon />;
