import { ResourceComingSoon } from '@src/common/ResourceComingSoon';

/** /projects: the projects the signed-in user belongs to. */
export const ProjectList = () => <ResourceComingSoon />;
