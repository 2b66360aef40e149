import { TranslatedComingSoon } from '@src/common/TranslatedComingSoon';

/** /platform/projects: every project, for platform administrators. */
export const PlatformProjectList = () => <TranslatedComingSoon titleKey="vela.project.platformList" />;
