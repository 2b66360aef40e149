import { TranslatedComingSoon } from '../../common/TranslatedComingSoon';

/** /settings: platform settings (version, login mode, address, SSO default projects, data collection). */
export const SettingsPage = () => <TranslatedComingSoon titleKey="vela.menu.settings" />;
