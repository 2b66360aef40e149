import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { App } from '../App';
import { features } from '../features';
import { createConsoleStore } from '../i18n/consoleStore';
import { createI18nProvider } from '../i18n/catalogs/i18nProvider';
import { createContributions } from '../registry/contributions';
import { createConsoleQueryClient } from '../session/queryClient';
import { fakeAuthProvider } from './fakeAuthProvider';
import { listDataProvider } from './listDataProvider';
import type { FakeAuthProvider } from './fakeAuthProvider';

interface Options {
  authProvider?: FakeAuthProvider;
  dataProvider?: DataProvider;
}

/** Renders the whole console at a path, the way main.tsx does, with in-memory providers. */
export function renderConsole(path: string, options: Options = {}) {
  const { authProvider = fakeAuthProvider(), dataProvider = listDataProvider('', []) } = options;
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  const view = render(
    <App
      features={features}
      contributions={createContributions(() => false)}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={createI18nProvider(features)}
      store={createConsoleStore()}
      queryClient={createConsoleQueryClient({ retryDelay: 0 })}
    />,
  );
  return { ...view, user, authProvider };
}

export const currentPath = () => `${window.location.pathname}${window.location.search}`;
