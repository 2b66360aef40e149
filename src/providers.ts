import { createAuthProvider } from '@authProvider/index';
import { withDeclaredResources } from '@dataProvider/declaredProviders';
import { createDataProvider } from '@dataProvider/index';
import { simpleRestDeclarations } from '@resources/declarations';
import { createHttpClient } from '@dataProvider/httpClient';
import type { ConsoleProps } from './ConsoleProps';
import { createConsoleStore } from './i18n/consoleStore';
import { createI18nProvider } from './i18n/i18nProvider';
import { createConsoleQueryClient } from './session/queryClient';

const http = createHttpClient();

/** The one instance of each provider the running console uses. */
export const providers: ConsoleProps = {
  authProvider: createAuthProvider({ http }),
  dataProvider: withDeclaredResources(createDataProvider({ http }), http, simpleRestDeclarations),
  i18nProvider: createI18nProvider(),
  store: createConsoleStore(),
  queryClient: createConsoleQueryClient(),
};
