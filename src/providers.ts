import { withDeclaredResources } from '@dataProvider/declaredProviders';
import { createDataProvider } from '@dataProvider/index';
import { simpleRestDeclarations } from '@resources/declarations';
import { authProvider, http } from './authInstance';
import type { ConsoleProps } from './ConsoleProps';
import { createConsoleStore } from './i18n/consoleStore';
import { createI18nProvider } from './i18n/i18nProvider';
import { createConsoleQueryClient } from './session/queryClient';

/** The one instance of each provider the running console uses. */
export const providers: ConsoleProps = {
  authProvider,
  dataProvider: withDeclaredResources(createDataProvider({ http }), http, simpleRestDeclarations),
  i18nProvider: createI18nProvider(),
  store: createConsoleStore(),
  queryClient: createConsoleQueryClient(),
};
