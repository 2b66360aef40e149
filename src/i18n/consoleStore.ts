import { localStorageStore } from 'react-admin';
import type { Store } from 'react-admin';
import { browserLocale } from './locales';

export const LOCALE_KEY = 'locale';
/** react-admin's key of the chosen theme ('light' or 'dark'); none stored means following the system. */
export const THEME_KEY = 'theme';
/** The prefix of each user's starred records (`starred.applications.alice`), kept across sign-outs. */
export const STARRED_PREFIX = 'starred.';

/**
 * react-admin's localStorage store, seeded with the browser's language. Logging out resets the store;
 * the chosen language and theme, and each user's stars, survive that.
 */
export function createConsoleStore(): Store {
  const base = localStorageStore(undefined, 'VelaConsole');
  const seed = () => {
    if (base.getItem(LOCALE_KEY) === undefined) base.setItem(LOCALE_KEY, browserLocale());
  };
  seed();
  return {
    ...base,
    setup: () => {
      base.setup();
      seed();
    },
    reset: () => {
      const locale: unknown = base.getItem(LOCALE_KEY);
      const theme: unknown = base.getItem(THEME_KEY);
      const stars = Object.entries(base.listItems?.(STARRED_PREFIX) ?? {});
      base.reset();
      base.setItem(LOCALE_KEY, locale ?? browserLocale());
      if (theme !== undefined) base.setItem(THEME_KEY, theme);
      for (const [key, names] of stars) base.setItem(key, names);
    },
  };
}
