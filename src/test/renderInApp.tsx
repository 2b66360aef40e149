import { ApplicationContext, type AppDetail } from '@resources/applications/shared/useApplication';
import { isReadOnlyApp } from '@resources/applications/shared/application';
import type { ReactNode } from 'react';
import type { DataProvider } from 'react-admin';
import { fakeAuthProvider } from './fakeAuthProvider';
import { renderKit } from './renderKit';
import { adminUser, type FakeUser } from './users';

interface Options {
  /** The application of the page (appFakes.ts has an ordinary, an addon's and a synced one). */
  app: object;
  dataProvider: DataProvider;
  user?: FakeUser;
  path?: string;
}

/**
 * Renders a part of an application's pages (a column, a tab) inside react-admin's contexts and the
 * application frame's context, as `useApplication()` gives it under /applications/{appName}/….
 */
export function renderInApp(ui: ReactNode, { app, dataProvider, user = adminUser, path }: Options) {
  const detail = app as AppDetail;
  const value = { app: detail, project: detail.project?.name ?? '', readOnly: isReadOnlyApp(detail) };
  return renderKit(<ApplicationContext.Provider value={value}>{ui}</ApplicationContext.Provider>, {
    dataProvider,
    authProvider: fakeAuthProvider({ user }),
    path: path ?? `/applications/${detail.name}/revisions`,
  });
}
