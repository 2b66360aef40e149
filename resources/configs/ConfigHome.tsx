import { TranslatedComingSoon } from '@src/common/TranslatedComingSoon';

/**
 * /configs. It is to send the user on to the first config template's page; until the data provider
 * lists config templates, it is a placeholder.
 */
export const ConfigHome = () => <TranslatedComingSoon titleKey="vela.menu.configs" />;
