import { ResourceComingSoon } from '@src/common/ResourceComingSoon';

export const UserList = () => <ResourceComingSoon />;
