import { createAuthProvider } from '@authProvider/index';
import { createHttpClient } from '@dataProvider/httpClient';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { composeProviders } from '../consoleProviders';
import { features } from '../features';
import { createConsoleStore } from '../i18n/consoleStore';
import { createI18nProvider } from '../i18n/catalogs/i18nProvider';
import { ConsoleFeatures } from '../registry/ConsoleFeatures';
import { createConsoleQueryClient } from '../session/queryClient';
import { lightTheme } from '../theme';
import type { TestSandbox } from './sandboxFetch';

interface Options {
  /** The resource of the context, as the resource's route gives it. */
  resource: string;
  path?: string;
}

/**
 * Renders a screen inside react-admin's contexts (router at `path`, the console's features, catalogs and
 * theme, the resource, the toast area) with the console's real HTTP client and providers, talking to the
 * test file's sandbox: the answers a browser journey gets.
 */
export function renderWithSandbox(sandbox: TestSandbox, ui: ReactNode, options: Options) {
  const { resource, path = `/${resource}` } = options;
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
        <AdminContext
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={createI18nProvider(features)}
          store={createConsoleStore()}
          queryClient={createConsoleQueryClient({ retryDelay: 0 })}
          theme={lightTheme}
        >
          <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider>
          <Notification />
        </AdminContext>
      </ConsoleFeatures>
    </BrowserRouter>,
  );
  return { ...view, user };
}
