import { createAuthProvider } from '@authProvider/index';
import { createHttpClient } from '@dataProvider/httpClient';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { App } from '../App';
import { composeProviders } from '../consoleProviders';
import { features } from '../features';
import { createConsoleStore } from '../i18n/consoleStore';
import { createI18nProvider } from '../i18n/catalogs/i18nProvider';
import { createConsoleQueryClient } from '../session/queryClient';
import { delayed } from './latency';

export interface FakeAnswer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** `GET /api/v1/auth/user_info` → answer; a request without an answer gets the sandbox's 404 body. */
export type FakeAnswers = Record<string, FakeAnswer>;

const NOT_FOUND: FakeAnswer = { status: 404, body: { BusinessCode: 404, Message: 'not found' } };

/**
 * A fetch that answers from a table after the fakes' latency, like the sandbox over HTTP. It lets a
 * test run the real HTTP client and providers: error bodies, session rules, toasts and all.
 */
export function fakeFetch(answers: FakeAnswers) {
  return vi.fn(
    delayed((input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input), 'http://console.test');
      const { status = 200, body, headers } = answers[`${init?.method ?? 'GET'} ${pathname}`] ?? NOT_FOUND;
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    }),
  );
}

/**
 * Renders the whole console at a path, as main.tsx does, with the real HTTP client and providers over
 * `fetch`: a fake's table, or the test file's sandbox (`sandbox.fetch`).
 */
export function renderConsoleOver(fetch: typeof globalThis.fetch, path: string) {
  const http = createHttpClient({ fetch });
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  const providers = composeProviders(features, http, createAuthProvider({ http }));
  const view = render(
    <App
      features={features}
      {...providers}
      i18nProvider={createI18nProvider(features)}
      store={createConsoleStore()}
      queryClient={createConsoleQueryClient({
        retryDelay: 0,
        accessNow: providers.authProvider.canAccessNow,
      })}
    />,
  );
  return { ...view, user };
}

/** Renders the whole console at a path with the real providers, talking to a fake fetch. */
export function renderWithFakeServer(path: string, answers: FakeAnswers) {
  const fetch = fakeFetch(answers);
  return { ...renderConsoleOver(fetch, path), fetch };
}

/** The paths the fake fetch was asked for, as `METHOD /path`. */
export const askedFor = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls.map(
    ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://console.test').pathname}`,
  );
