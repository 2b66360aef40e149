/** Test support: the whole console over the test file's sandbox, for the palette's tests. */
import { createAuthProvider } from '@authProvider/index';
import { createHttpClient } from '@dataProvider/httpClient';
import { App } from '@src/App';
import { composeProviders } from '@src/consoleProviders';
import { features } from '@src/features';
import { createConsoleStore } from '@src/i18n/consoleStore';
import { createI18nProvider } from '@src/i18n/catalogs/i18nProvider';
import { createConsoleQueryClient } from '@src/session/queryClient';
import type { TestSandbox } from '@src/test/sandboxFetch';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';

/**
 * Renders the whole console at a path, the way main.tsx does, with the real HTTP client and providers
 * talking to the sandbox, signed in as the sandbox's user. The demo platform holds a record of every
 * palette source: applications storefront and checkout of team-shop, environments, the pipeline
 * release-storefront, the clusters local and prod-cluster, the addon fluxcd.
 */
export function renderConsoleWithSandbox(sandbox: TestSandbox, path: string) {
  const http = createHttpClient({ fetch: sandbox.fetch });
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  const view = render(
    createElement(App, {
      features,
      ...composeProviders(features, http, createAuthProvider({ http })),
      i18nProvider: createI18nProvider(features),
      store: createConsoleStore(),
      queryClient: createConsoleQueryClient({ retryDelay: 0 }),
    }),
  );
  return { ...view, user };
}
