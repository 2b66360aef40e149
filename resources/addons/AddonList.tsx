import { ResourceComingSoon } from '@src/common/ResourceComingSoon';

export const AddonList = () => <ResourceComingSoon />;
