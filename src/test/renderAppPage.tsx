import { ApplicationDetail } from '@resources/applications/detail/ApplicationDetail';
import type { DataProvider } from 'react-admin';
import { fakeAuthProvider } from './fakeAuthProvider';
import { renderKit } from './renderKit';
import type { FakeUser } from './users';

/**
 * An application's pages as their route draws them (`/applications/:appName/*`: the frame with its header,
 * statistics, environment tabs and side menu around the page the address names), without the console's
 * layout and menus around them. Moving between the application's pages works; routing into and out of
 * them, and the layout, stay with `renderConsole`.
 */
export const renderAppPage = (path: string, dataProvider: DataProvider, user?: FakeUser) =>
  renderKit(<ApplicationDetail />, {
    path,
    route: '/applications/:appName/*',
    resource: 'applications',
    dataProvider,
    authProvider: user ? fakeAuthProvider({ user }) : undefined,
  });
