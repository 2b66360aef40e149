import chineseMessages from 'ra-language-chinese';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import type { TranslationMessages } from 'react-admin';
import { zh as businessCode } from './businessCodes/zh';
import { zh } from './zh';

/** The login page's Chinese, a chunk of its own: react-admin's, the shell's and the business codes' texts. */
export const loginChinese: TranslationMessages = mergeTranslations(englishMessages, chineseMessages, {
  vela: { ...zh.vela, businessCode },
});
