import { resolveBrowserLocale } from 'react-admin';

export type ConsoleLocale = 'en' | 'zh';

export const locales: { locale: ConsoleLocale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'zh', name: '中文' },
];

/** The browser's language when it is one we have, else English. */
export function browserLocale(): ConsoleLocale {
  return resolveBrowserLocale('en') === 'zh' ? 'zh' : 'en';
}
