import { ResourceComingSoon } from '@src/common/ResourceComingSoon';

export const TargetList = () => <ResourceComingSoon />;
