import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { enCatalog } from './enCatalog';
import { polyglotProvider } from './polyglotProvider';

export const enMessages: TranslationMessages = mergeTranslations(englishMessages, enCatalog);

/** English is loaded up front; Chinese is its own chunk, switched to from the store's locale. */
export function createI18nProvider(): I18nProvider {
  return polyglotProvider(enMessages);
}
