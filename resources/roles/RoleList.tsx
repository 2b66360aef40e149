import { ResourceComingSoon } from '@src/common/ResourceComingSoon';

export const RoleList = () => <ResourceComingSoon />;
