import type { ReactNode } from 'react';
import { AdminContext, type AuthProvider, type DataProvider } from 'react-admin';
import { features } from '../features';
import { createConsoleStore } from '../i18n/consoleStore';
import { createI18nProvider } from '../i18n/catalogs/i18nProvider';
import { createConsoleQueryClient } from '../session/queryClient';
import { lightTheme } from '../theme';

interface Props {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  children: ReactNode;
}

/** react-admin's contexts as the console sets them up (catalogs, store, query cache, theme), for the test harnesses. */
export const TestAdminContext = ({ dataProvider, authProvider, children }: Props) => (
  <AdminContext
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={createI18nProvider(features)}
    store={createConsoleStore()}
    queryClient={createConsoleQueryClient({ retryDelay: 0 })}
    theme={lightTheme}
  >
    {children}
  </AdminContext>
);
