import { createAuthProvider } from '@authProvider/index';
import { createHttpClient } from '@dataProvider/httpClient';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { composeProviders } from '../consoleProviders';
import { features } from '../features';
import { ShellNotifications } from '../session/ShellNotifications';
import { fakeFetch, type FakeAnswers } from './fakeServer';
import { TestAdminContext } from './TestAdminContext';

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
      <TestAdminContext dataProvider={dataProvider} authProvider={authProvider}>
        {ui}
        <ShellNotifications />
      </TestAdminContext>
    </BrowserRouter>,
  );
  return { ...view, user, fetch };
}
