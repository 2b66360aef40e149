import chineseMessages from 'ra-language-chinese';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import type { TranslationMessages } from 'react-admin';
import { zh } from './zh';

// The Chinese pack lacks part of react-admin's keys, so it is laid over the English one.
export const zhMessages: TranslationMessages = mergeTranslations(englishMessages, chineseMessages, zh);
