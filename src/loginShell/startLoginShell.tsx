import { createTheme } from '@mui/material/styles';
import { StrictMode, type ReactElement } from 'react';
import { authProvider } from '../authInstance';
import { createConsoleStore, LOCALE_KEY } from '../i18n/consoleStore';
import { createLoginI18nProvider } from '../i18n/loginI18nProvider';
import type { ShellAuthProvider } from '../auth/ShellAuthProvider';
import type { LoginEnvironment } from '../pages/Login/loginEnvironment';
import { LoginShell } from './LoginShell';
import { loginShellTheme } from './loginShellTheme';

/**
 * Shows /login without loading the console: once signed in, the console loads in the same page (the form
 * keeps its progress meanwhile) and opens at its landing page.
 */
export async function startLoginShell(
  show: (page: ReactElement) => void,
  startConsole: () => Promise<void>,
  auth: ShellAuthProvider = authProvider,
): Promise<void> {
  const store = createConsoleStore();
  const i18n = createLoginI18nProvider();
  if (store.getItem(LOCALE_KEY) === 'zh') await i18n.changeLocale('zh');
  const environment: LoginEnvironment = {
    translate: i18n.translate,
    auth,
    signIn: async (credentials) => {
      await auth.login(credentials);
      window.history.replaceState(null, '', '/');
      await startConsole();
    },
  };
  show(
    <StrictMode>
      <LoginShell environment={environment} theme={createTheme(loginShellTheme(store))} />
    </StrictMode>,
  );
}
