import chineseMessages from 'ra-language-chinese';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import type { TranslationMessages } from 'react-admin';
import { zhCatalog } from './zhCatalog';

// The Chinese pack lacks part of react-admin's keys, so it is laid over the English one.
export const zhMessages: TranslationMessages = mergeTranslations(englishMessages, chineseMessages, zhCatalog);
