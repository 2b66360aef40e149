import { createAuthProvider } from '@authProvider/index';
import { createHttpClient } from '@dataProvider/httpClient';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Notification, ResourceContextProvider } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { composeProviders } from '../consoleProviders';
import { features } from '../features';
import { ConsoleFeatures } from '../registry/ConsoleFeatures';
import { AtRoute } from './AtRoute';
import { TestAdminContext } from './TestAdminContext';
import type { TestSandbox } from './sandboxFetch';

interface Options {
  /** The resource of the context, as the resource's route gives it. */
  resource: string;
  path?: string;
  /** The route pattern `ui` is the page of (`/applications/:appName/*`), so it reads its params. */
  route?: string;
}

/**
 * Renders a screen inside react-admin's contexts (router at `path`, the console's features, catalogs and
 * theme, the resource, the toast area) with the console's real HTTP client and providers, talking to the
 * test file's sandbox: the answers a browser journey gets.
 */
export function renderWithSandbox(sandbox: TestSandbox, ui: ReactNode, options: Options) {
  const { resource, path = `/${resource}`, route } = options;
  const http = createHttpClient({ fetch: sandbox.fetch });
  const { dataProvider, authProvider, contributions } = composeProviders(
    features,
    http,
    createAuthProvider({ http }),
  );
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  const view = render(
    <BrowserRouter>
      <ConsoleFeatures features={features} contributions={contributions}>
        <TestAdminContext dataProvider={dataProvider} authProvider={authProvider}>
          <ResourceContextProvider value={resource}>
            <AtRoute route={route}>{ui}</AtRoute>
          </ResourceContextProvider>
          <Notification />
        </TestAdminContext>
      </ConsoleFeatures>
    </BrowserRouter>,
  );
  return { ...view, user };
}
