import { createTokenRefresher, REFRESH_TOKEN_PATH } from '../authProvider/session/refresh';
import { clearSession, getToken, type TokenPair } from '../authProvider/session/session';
import { emitApiError, emitSessionExpired } from '../authProvider/session/sessionEvents';
import {
  ApiError,
  businessError,
  isApiError,
  isErrorBody,
  REFRESH_TOKEN_EXPIRED,
  statusError,
  TOKEN_EXPIRED,
  TOKEN_INVALID,
} from './apiError';
import { REQUEST_TIMEOUT_MS, requestHeaders } from './requestHeaders';

export { ApiError } from './apiError';

export interface HttpRequestInit {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Do not announce a failure through the api-error event (the caller shows it itself). */
  silent?: boolean;
  /**
   * Neither renew nor end the session when the server refuses the token (a read made ahead of the UI,
   * which asks again itself: the expired-session dialog is not there yet to say so).
   */
  leaveSession?: boolean;
}

export interface HttpResponse {
  status: number;
  json: unknown;
  headers: Headers;
}

export type Http = (path: string, init?: HttpRequestInit) => Promise<HttpResponse>;

export interface HttpClientOptions {
  /** Prefix for request paths; empty for same-origin. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Whether the user is on the login page, where no expired-session dialog is wanted. */
  isLoginPage?: () => boolean;
}

const QUIET_CODES = new Set([TOKEN_EXPIRED, TOKEN_INVALID, REFRESH_TOKEN_EXPIRED]);

function onLoginPage(): boolean {
  if (typeof window === 'undefined') return false;
  const { pathname, hash } = window.location;
  return pathname === '/login' || hash.startsWith('#/login');
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isTokenPair(json: unknown): json is TokenPair {
  const pair = json as Partial<TokenPair> | null;
  return typeof pair?.accessToken === 'string' && typeof pair.refreshToken === 'string';
}

const networkError = () => new ApiError('Network error', 0, null);

/**
 * A response as the console takes it: its JSON, or a VelaUX error body (also with HTTP 200) or a failed
 * status as ApiError.
 */
async function receive(response: Response): Promise<HttpResponse> {
  const text = await response.text();
  const json = parseJson(text);
  if (isErrorBody(json)) throw businessError(response.status, json);
  if (!response.ok) throw statusError(response.status, json ?? text);
  return { status: response.status, json, headers: response.headers };
}

/**
 * The answer of a read another sent (the start script, before this client loaded) as this client takes
 * its own, short of the session rules (a read made ahead of the UI leaves the session alone).
 */
export async function takeAnswer(sent: Promise<Response>): Promise<HttpResponse> {
  try {
    return await receive(await sent);
  } catch (error) {
    if (isApiError(error)) throw error;
    throw error instanceof DOMException && error.name === 'TimeoutError' ? statusError(408) : networkError();
  }
}

/** Whether the server answered a request and turned it down, as opposed to never answering it properly. */
function isRefusedByServer(error: unknown): boolean {
  return isApiError(error) && error.status !== 0 && error.status !== 408 && error.status < 500;
}

/**
 * The one way the console talks to /api/v1: JSON in and out, the bearer token, a timeout, VelaUX
 * error bodies turned into ApiError (also when they come with HTTP 200), and the session rules:
 * an expired access token is refreshed once and the request replayed; an unusable session is
 * cleared and announced.
 */
export function createHttpClient(options: HttpClientOptions = {}): Http {
  const {
    baseUrl = '',
    timeoutMs = REQUEST_TIMEOUT_MS,
    fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
    isLoginPage = onLoginPage,
  } = options;

  async function send(path: string, init: HttpRequestInit, token: string | null): Promise<HttpResponse> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const abortFromCaller = () => controller.abort(init.signal?.reason);
    if (init.signal?.aborted) abortFromCaller();
    init.signal?.addEventListener('abort', abortFromCaller, { once: true });
    try {
      const response = await fetchImpl(`${baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: { ...requestHeaders(token), ...init.headers },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: controller.signal,
      });
      return await receive(response);
    } catch (error) {
      if (isApiError(error)) throw error;
      if (timedOut) throw statusError(408);
      if (init.signal?.aborted) throw error;
      throw networkError();
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', abortFromCaller);
    }
  }

  const refreshAccessToken = createTokenRefresher(async (refreshToken) => {
    const { status, json } = await send(
      REFRESH_TOKEN_PATH,
      { headers: { RefreshToken: refreshToken } },
      null,
    );
    // The server answers 200 `null` when handed an access token instead of a refresh token.
    if (!isTokenPair(json)) throw statusError(status, json);
    return json;
  });

  /** Clears the session once: only the first failure carrying the current token announces it. */
  function expireSession(usedToken: string | null): void {
    if (!usedToken || getToken() !== usedToken) return;
    clearSession();
    if (!isLoginPage()) emitSessionExpired();
  }

  async function sendInSession(path: string, init: HttpRequestInit, token: string | null) {
    try {
      return await send(path, init, token);
    } catch (error) {
      const code = isApiError(error) ? error.businessCode : undefined;
      if (init.leaveSession) throw error;
      if (code === TOKEN_INVALID || code === REFRESH_TOKEN_EXPIRED) expireSession(token);
      throw error;
    }
  }

  async function renewedToken(usedToken: string | null, expired: ApiError): Promise<string> {
    const current = getToken();
    // Another request may have refreshed while this one was in flight: reuse its token.
    if (current && current !== usedToken) return current;
    try {
      return await refreshAccessToken();
    } catch (refreshError) {
      // A refresh that never got its answer (the page reloading, the network, a timeout, a server
      // error) says nothing about the session: clearing it would sign the user out for nothing.
      if (!isRefusedByServer(refreshError)) throw refreshError;
      expireSession(usedToken);
      throw expired;
    }
  }

  async function request(path: string, init: HttpRequestInit): Promise<HttpResponse> {
    const token = getToken();
    try {
      return await sendInSession(path, init, token);
    } catch (error) {
      if (!isApiError(error) || error.businessCode !== TOKEN_EXPIRED || init.leaveSession) throw error;
      const freshToken = await renewedToken(token, error);
      try {
        return await sendInSession(path, init, freshToken);
      } catch (replayError) {
        // A fresh token rejected as expired again cannot be fixed by refreshing: end the session.
        if (isApiError(replayError) && replayError.businessCode === TOKEN_EXPIRED) expireSession(freshToken);
        throw replayError;
      }
    }
  }

  return async (path, init = {}) => {
    try {
      return await request(path, init);
    } catch (error) {
      announceFailure(error, init);
      throw error;
    }
  };
}

/** Announces a failed request through the api-error event, unless the caller or the code keeps it quiet. */
export function announceFailure(error: unknown, { silent }: Pick<HttpRequestInit, 'silent'>): void {
  const quiet = silent || (isApiError(error) && QUIET_CODES.has(error.businessCode ?? 0));
  if (isApiError(error) && !quiet) {
    emitApiError({ status: error.status, businessCode: error.businessCode, message: error.message });
  }
}
