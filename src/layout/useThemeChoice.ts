import { THEME_KEY } from '@src/i18n/consoleStore';
import { useRemoveFromStore, useStore } from 'react-admin';

export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The user's theme choice, kept in the console store; System removes the stored choice. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const [stored, setStored] = useStore<unknown>(THEME_KEY);
  const removeFromStore = useRemoveFromStore();
  const choice: ThemeChoice = stored === 'light' || stored === 'dark' ? stored : 'system';
  const choose = (next: ThemeChoice) => {
    if (next === 'system') removeFromStore(THEME_KEY);
    else setStored(next);
  };
  return [choice, choose];
}
