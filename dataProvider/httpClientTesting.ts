import { afterEach, beforeEach } from 'vitest';
import { clearSession, setTokens } from '../authProvider/session/session';
import { onApiError, onSessionExpired, type ApiErrorEvent } from '../authProvider/session/sessionEvents';
import { createHttpClient, type HttpClientOptions } from './httpClient';

/** Test support of the HTTP client's tests: a fake fetch, VelaUX's answers, and the session's events. */

export interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body?: string;
  signal?: AbortSignal;
}

export type Responder = (request: SentRequest) => Response | Promise<Response>;

/** A fetch that records what it is sent and answers through `respond`. */
function fakeFetch(respond: Responder) {
  const sent: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SentRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
      signal: init.signal ?? undefined,
    };
    sent.push(request);
    return respond(request);
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const bcode = (BusinessCode: number, status: number, Message = `code ${BusinessCode}`) =>
  jsonResponse({ BusinessCode, Message }, status);
export const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

/** An HTTP client over a fake fetch answering through `respond`, and what it was sent. */
export function client(respond: Responder, options: HttpClientOptions = {}) {
  const fake = fakeFetch(respond);
  return {
    http: createHttpClient({ fetch: fake.fetch, isLoginPage: () => false, ...options }),
    sent: fake.sent,
  };
}

/**
 * Starts each test signed in (`old-token`, `refresh-1`) and records the API errors and session expiries
 * announced during it.
 */
export function signedInWatchingEvents() {
  const seen = { apiErrors: [] as ApiErrorEvent[], expired: 0 };
  let unsubscribe: Array<() => void> = [];
  beforeEach(() => {
    clearSession();
    setTokens({ accessToken: 'old-token', refreshToken: 'refresh-1' });
    seen.apiErrors = [];
    seen.expired = 0;
    unsubscribe = [onApiError((event) => seen.apiErrors.push(event)), onSessionExpired(() => seen.expired++)];
  });
  afterEach(() => unsubscribe.forEach((stop) => stop()));
  return seen;
}
