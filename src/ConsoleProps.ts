import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, I18nProvider, Store } from 'react-admin';
import type { ShellAuthProvider } from './auth/ShellAuthProvider';
import type { Contributions } from './registry/contributions';
import type { Feature } from './registry/feature';

/** Everything the console is built from: its features and one instance of each provider, made by providers.ts (or a test). */
export interface ConsoleProps {
  features: readonly Feature[];
  /** The declarations enabled plugins contribute, which the providers given here read too. */
  contributions: Contributions;
  authProvider: ShellAuthProvider;
  dataProvider: DataProvider;
  i18nProvider: I18nProvider;
  store: Store;
  queryClient: QueryClient;
}
