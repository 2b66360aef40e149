import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, resolveBrowserLocale } from 'react-admin';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { enCatalog } from './enCatalog';

export type ConsoleLocale = 'en' | 'zh';

export const locales: { locale: ConsoleLocale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'zh', name: '中文' },
];

export const enMessages: TranslationMessages = mergeTranslations(englishMessages, enCatalog);

/** The browser's language when it is one we have, else English. */
export function browserLocale(): ConsoleLocale {
  return resolveBrowserLocale('en') === 'zh' ? 'zh' : 'en';
}

const getMessages = (locale: string): TranslationMessages | Promise<TranslationMessages> =>
  locale === 'zh' ? import('./zhMessages').then((module) => module.zhMessages) : enMessages;

/** English is loaded up front; Chinese is its own chunk, switched to from the store's locale. */
export function createI18nProvider(): I18nProvider {
  return polyglotI18nProvider(getMessages, 'en', locales);
}
