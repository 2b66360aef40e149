import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import type { Feature } from '@src/registry/feature';
import { polyglotProvider } from '../polyglotProvider';
import { enCatalog } from './enCatalog';

/** react-admin's English messages with the console's, of these features. */
export const enMessages = (features: readonly Feature[]): TranslationMessages =>
  mergeTranslations(englishMessages, enCatalog(features));

/** The console's translations: English up front; Chinese is a chunk of its own, switched to from the store's locale. */
export function createI18nProvider(features: readonly Feature[]): I18nProvider {
  return polyglotProvider(enMessages(features), () =>
    import('./zhMessages').then((module) => module.zhMessages(features)),
  );
}
