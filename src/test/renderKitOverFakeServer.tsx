import { createAuthProvider } from '@authProvider/index';
import { createHttpClient } from '@dataProvider/httpClient';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { composeProviders } from '../consoleProviders';
import { features } from '../features';
import { createConsoleStore } from '../i18n/consoleStore';
import { createI18nProvider } from '../i18n/catalogs/i18nProvider';
import { createConsoleQueryClient } from '../session/queryClient';
import { ShellNotifications } from '../session/ShellNotifications';
import { lightTheme } from '../theme';
import { fakeFetch, type FakeAnswers } from './fakeServer';

/**
 * Renders a piece of the console (a top-bar tool, a page) inside react-admin's contexts with the real
 * providers over a fake fetch, as renderWithFakeServer does for the whole console, but without the
 * console's routes and layout: for what the HTTP client, error bodies and session rules make of a screen.
 */
export function renderKitOverFakeServer(ui: ReactNode, path: string, answers: FakeAnswers) {
  const fetch = fakeFetch(answers);
  const http = createHttpClient({ fetch });
  const { dataProvider, authProvider } = composeProviders(features, http, createAuthProvider({ http }));
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  const view = render(
    <BrowserRouter>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={createI18nProvider(features)}
        store={createConsoleStore()}
        queryClient={createConsoleQueryClient({ retryDelay: 0 })}
        theme={lightTheme}
      >
        {ui}
        <ShellNotifications />
      </AdminContext>
    </BrowserRouter>,
  );
  return { ...view, user, fetch };
}
