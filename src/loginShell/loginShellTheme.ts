import type { Store } from 'react-admin';
import { THEME_KEY } from '../i18n/consoleStore';
import { darkTheme, lightTheme } from '../theme';

/** The theme the console would show: the stored choice, else the device's colour preference. */
export function loginShellTheme(store: Store) {
  const choice: unknown = store.getItem(THEME_KEY);
  const dark =
    choice === 'dark' ||
    (choice !== 'light' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true);
  return dark ? darkTheme : lightTheme;
}
