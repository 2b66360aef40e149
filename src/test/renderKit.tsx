import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Notification, ResourceContextProvider } from 'react-admin';
import type { DataProvider } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { fakeAuthProvider } from './fakeAuthProvider';
import type { FakeAuthProvider } from './fakeAuthProvider';
import { listDataProvider } from './listDataProvider';
import { AtRoute } from './AtRoute';
import { TestAdminContext } from './TestAdminContext';

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
      <TestAdminContext dataProvider={dataProvider} authProvider={authProvider}>
        <ResourceContextProvider value={resource}>
          <AtRoute route={route}>{ui}</AtRoute>
        </ResourceContextProvider>
        <Notification />
      </TestAdminContext>
    </BrowserRouter>,
  );
  return { ...view, user };
}
