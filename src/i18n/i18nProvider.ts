import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { enCatalog } from './enCatalog';
import { locales } from './locales';

export const enMessages: TranslationMessages = mergeTranslations(englishMessages, enCatalog);

const getMessages = (locale: string): TranslationMessages | Promise<TranslationMessages> =>
  locale === 'zh' ? import('./zhMessages').then((module) => module.zhMessages) : enMessages;

/** English is loaded up front; Chinese is its own chunk, switched to from the store's locale. */
export function createI18nProvider(): I18nProvider {
  return polyglotI18nProvider(getMessages, 'en', locales);
}
