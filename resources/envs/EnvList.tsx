import { ResourceComingSoon } from '@src/common/ResourceComingSoon';

export const EnvList = () => <ResourceComingSoon />;
