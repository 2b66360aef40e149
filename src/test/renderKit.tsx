import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import type { DataProvider } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { features } from '../features';
import { createConsoleStore } from '../i18n/consoleStore';
import { createI18nProvider } from '../i18n/catalogs/i18nProvider';
import { createConsoleQueryClient } from '../session/queryClient';
import { lightTheme } from '../theme';
import { fakeAuthProvider } from './fakeAuthProvider';
import type { FakeAuthProvider } from './fakeAuthProvider';
import { listDataProvider } from './listDataProvider';

interface Options {
  /** The resource of the context, as a resource route gives it. */
  resource?: string;
  path?: string;
  /** The route pattern `ui` is the page of (`/projects/:projectName/:tab/*`), so it reads its params. */
  route?: string;
  dataProvider?: DataProvider;
  authProvider?: FakeAuthProvider;
}

/**
 * Renders a piece of the screen kit inside react-admin's contexts (router at `path`, the console's
 * catalogs and theme, a resource context, the toast area) without the console's routes and layout.
 */
export function renderKit(ui: ReactNode, options: Options = {}) {
  const {
    resource = 'envs',
    path = '/',
    route,
    dataProvider = listDataProvider('', []),
    authProvider = fakeAuthProvider(),
  } = options;
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
        <ResourceContextProvider value={resource}>
          {route ? (
            <Routes>
              <Route path={route} element={ui} />
            </Routes>
          ) : (
            ui
          )}
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </BrowserRouter>,
  );
  return { ...view, user };
}
