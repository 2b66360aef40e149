import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, I18nProvider, Store } from 'react-admin';
import type { ShellAuthProvider } from './auth/ShellAuthProvider';

/** Everything the console is built from: one instance of each provider, made by providers.ts (or a test). */
export interface ConsoleProps {
  authProvider: ShellAuthProvider;
  dataProvider: DataProvider;
  i18nProvider: I18nProvider;
  store: Store;
  queryClient: QueryClient;
}
