import { PipelineList } from '@resources/pipelines/list/PipelineList';
import type { DataProvider } from 'react-admin';
import { fakeAuthProvider } from './fakeAuthProvider';
import { renderKit } from './renderKit';
import { renderProjectPage } from './renderProjectPage';
import type { FakeUser } from './users';

/**
 * The pipelines page at `path` as its route draws it, without the console's layout: /pipelines (with its
 * drawers' `#…`) as the pipelines resource's list, /projects/{name}/pipelines as the project's tab.
 */
export const renderPipelineList = (path: string, dataProvider: DataProvider, user: FakeUser) =>
  path.startsWith('/projects/')
    ? renderProjectPage(path, dataProvider, user)
    : renderKit(<PipelineList />, {
        path,
        resource: 'pipelines',
        dataProvider,
        authProvider: fakeAuthProvider({ user }),
      });
