import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { locales } from './locales';

/** A translator with the given English up front and the Chinese loaded when chosen. */
export function polyglotProvider(
  english: TranslationMessages,
  loadChinese: () => Promise<TranslationMessages>,
): I18nProvider {
  const messagesFor = (locale: string): TranslationMessages | Promise<TranslationMessages> =>
    locale === 'zh' ? loadChinese() : english;
  return polyglotI18nProvider(messagesFor, 'en', locales);
}
