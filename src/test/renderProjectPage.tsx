import { fakeAuthProvider } from '@src/test/fakeAuthProvider';
import { renderKit } from '@src/test/renderKit';
import type { FakeUser } from '@src/test/users';
import type { DataProvider } from 'react-admin';
import { ProjectDetail } from '@resources/projects/detail/ProjectDetail';

/**
 * A project's page as its route draws it (`/projects/:projectName/:tab/*`), without the console's layout
 * around it: for what a tab shows and does. Routing and layout stay with `renderConsole`.
 */
export const renderProjectPage = (path: string, dataProvider: DataProvider, user?: FakeUser) =>
  renderKit(<ProjectDetail />, {
    path,
    route: '/projects/:projectName/:tab/*',
    resource: 'projects',
    dataProvider,
    authProvider: user ? fakeAuthProvider({ user }) : undefined,
  });
