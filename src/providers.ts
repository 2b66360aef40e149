import { authProvider, earlyReads, http } from './authInstance';
import type { ConsoleProps } from './ConsoleProps';
import { composeProviders } from './consoleProviders';
import { features } from './features';
import { createConsoleStore } from './i18n/consoleStore';
import { createI18nProvider } from './i18n/catalogs/i18nProvider';
import { createConsoleQueryClient } from './session/queryClient';

/** The console's features and the one instance of each provider the running console uses. */
const composed = composeProviders(features, http, authProvider, earlyReads.answeredNow);

export const providers: ConsoleProps = {
  features,
  ...composed,
  i18nProvider: createI18nProvider(features),
  store: createConsoleStore(),
  queryClient: createConsoleQueryClient({
    accessNow: composed.authProvider.canAccessNow,
    dataNow: composed.dataProvider.answerNow,
  }),
};
