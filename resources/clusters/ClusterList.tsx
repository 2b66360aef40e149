import { ResourceComingSoon } from '@src/common/ResourceComingSoon';

export const ClusterList = () => <ResourceComingSoon />;
