import chineseMessages from 'ra-language-chinese';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import type { TranslationMessages } from 'react-admin';
import type { Feature } from '@src/registry/feature';
import { zhCatalog } from './zhCatalog';

// The Chinese pack lacks part of react-admin's keys, so it is laid over the English one.
export const zhMessages = async (features: readonly Feature[]): Promise<TranslationMessages> =>
  mergeTranslations(englishMessages, chineseMessages, await zhCatalog(features));
