import { ResourceComingSoon } from '@src/common/ResourceComingSoon';

export const PipelineList = () => <ResourceComingSoon />;
