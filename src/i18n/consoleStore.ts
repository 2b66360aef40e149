import { localStorageStore } from 'react-admin';
import type { Store } from 'react-admin';
import { browserLocale } from './i18nProvider';

const LOCALE_KEY = 'locale';

/**
 * react-admin's localStorage store, seeded with the browser's language. Logging out resets the store;
 * the chosen language survives that.
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
      base.reset();
      base.setItem(LOCALE_KEY, locale ?? browserLocale());
    },
  };
}
