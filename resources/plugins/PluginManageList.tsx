import { TranslatedComingSoon } from '@src/common/TranslatedComingSoon';

/** /manage/plugins: the Plugins tab of the addon page. */
export const PluginManageList = () => <TranslatedComingSoon titleKey="vela.plugin.manage" />;
