import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { en as businessCode } from './businessCodes/en';
import { en } from './en';
import { polyglotProvider } from './polyglotProvider';

/** react-admin's, the shell's and the server's business-code English texts: all the login page can show. */
const loginMessages: TranslationMessages = { ...englishMessages, vela: { ...en.vela, businessCode } };

/** The login shell's translations: the English it needs up front, its Chinese in a chunk of its own. */
export function createLoginI18nProvider(): I18nProvider {
  return polyglotProvider(loginMessages, () =>
    import('./loginChinese').then((module) => module.loginChinese),
  );
}
