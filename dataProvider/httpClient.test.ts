import { clearSession, getRefreshToken, getToken, setTokens } from '../authProvider/session/session';
import { onApiError, onSessionExpired, type ApiErrorEvent } from '../authProvider/session/sessionEvents';
import { ApiError, createHttpClient, type HttpClientOptions } from './httpClient';

interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body?: string;
  signal?: AbortSignal;
}

type Responder = (request: SentRequest) => Response | Promise<Response>;

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

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const bcode = (BusinessCode: number, status: number, Message = `code ${BusinessCode}`) =>
  jsonResponse({ BusinessCode, Message }, status);
const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

function client(respond: Responder, options: HttpClientOptions = {}) {
  const fake = fakeFetch(respond);
  return {
    http: createHttpClient({ fetch: fake.fetch, isLoginPage: () => false, ...options }),
    sent: fake.sent,
  };
}

let apiErrors: ApiErrorEvent[];
let expiredCount: number;
let unsubscribe: Array<() => void>;

beforeEach(() => {
  clearSession();
  setTokens({ accessToken: 'old-token', refreshToken: 'refresh-1' });
  apiErrors = [];
  expiredCount = 0;
  unsubscribe = [onApiError((event) => apiErrors.push(event)), onSessionExpired(() => expiredCount++)];
});
afterEach(() => unsubscribe.forEach((stop) => stop()));

describe('httpClient requests', () => {
  it('sends JSON with the bearer token to the same origin', async () => {
    const { http, sent } = client(() => jsonResponse({ name: 'alice' }));
    const response = await http('/api/v1/users', { method: 'POST', body: { name: 'alice' } });

    expect(response).toMatchObject({ status: 200, json: { name: 'alice' } });
    expect(sent[0]).toMatchObject({ url: '/api/v1/users', method: 'POST', body: '{"name":"alice"}' });
    expect(sent[0].headers.get('Authorization')).toBe('Bearer old-token');
    expect(sent[0].headers.get('Content-Type')).toBe('application/json');
    expect(sent[0].headers.get('Accept')).toBe('application/json');
  });

  it('sends no Authorization header without a session, and prefixes the base URL', async () => {
    clearSession();
    const { http, sent } = client(() => jsonResponse({}), { baseUrl: 'http://vela.test' });
    await http('/api/v1/auth/login_type');
    expect(sent[0].url).toBe('http://vela.test/api/v1/auth/login_type');
    expect(sent[0].headers.has('Authorization')).toBe(false);
  });

  it('treats an empty success body as null', async () => {
    const { http } = client(() => new Response('', { status: 200 }));
    await expect(http('/api/v1/users/alice', { method: 'DELETE' })).resolves.toMatchObject({ json: null });
  });
});

describe('httpClient errors', () => {
  it('turns a VelaUX error body into an ApiError with the server message and code', async () => {
    const { http } = client(() => bcode(30001, 400, 'the project name is exist'));
    const error = await http('/api/v1/projects', { method: 'POST', body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      businessCode: 30001,
      serverMessage: 'the project name is exist',
      message: 'the project name is exist',
      body: { BusinessCode: 30001, Message: 'the project name is exist' },
    });
    expect(apiErrors).toEqual([{ status: 400, businessCode: 30001, message: 'the project name is exist' }]);
  });

  it('treats an error body that comes with HTTP 200 as an error', async () => {
    const { http } = client(() => bcode(50020, 200, 'CloudShell feature is not enabled'));
    await expect(http('/api/v1/cloudshell', { method: 'POST' })).rejects.toMatchObject({
      status: 200,
      businessCode: 50020,
      message: 'CloudShell feature is not enabled',
    });
  });

  it('gives non-JSON failures a stable status message', async () => {
    const { http } = client(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(http('/api/v1/users')).rejects.toMatchObject({ status: 502, message: 'HTTP 502' });
    expect(apiErrors).toEqual([{ status: 502, businessCode: undefined, message: 'HTTP 502' }]);
  });

  it('reports a JSON failure without a business code by its status (record not found is 404 {})', async () => {
    const { http } = client(() => jsonResponse({}, 404));
    await expect(http('/api/v1/users/ghost')).rejects.toMatchObject({
      status: 404,
      message: 'HTTP 404',
      body: {},
    });
  });

  it('times out with an ApiError 408', async () => {
    const { http } = client(
      ({ signal }) =>
        new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
      { timeoutMs: 20 },
    );
    await expect(http('/api/v1/users')).rejects.toMatchObject({
      name: 'ApiError',
      status: 408,
      message: 'HTTP 408',
    });
  });

  it("passes the caller's abort through untouched and does not report it", async () => {
    const { http } = client(
      ({ signal }) =>
        new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
    );
    const controller = new AbortController();
    const pending = http('/api/v1/users', { signal: controller.signal });
    controller.abort(new DOMException('cancelled', 'AbortError'));

    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(apiErrors).toEqual([]);
  });

  it('reports a connection failure as a network error', async () => {
    const { http } = client(() => Promise.reject(new TypeError('fetch failed')));
    await expect(http('/api/v1/users')).rejects.toMatchObject({ status: 0, message: 'Network error' });
  });

  it('does not report failures of silent requests', async () => {
    const { http } = client(() => bcode(14007, 401, 'The password is wrong'));
    await expect(http('/api/v1/auth/login', { method: 'POST', silent: true })).rejects.toMatchObject({
      businessCode: 14007,
    });
    expect(apiErrors).toEqual([]);
  });
});

describe('httpClient session: token invalid or refresh token expired', () => {
  it.each([
    [12004, 401],
    [12010, 400],
  ])(
    'clears the session and announces the expiry once on %i, without an error toast',
    async (code, status) => {
      const { http } = client(() => bcode(code, status));
      const results = await Promise.allSettled([http('/api/v1/projects'), http('/api/v1/users')]);

      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
      expect(getToken()).toBeNull();
      expect(getRefreshToken()).toBeNull();
      expect(expiredCount).toBe(1);
      expect(apiErrors).toEqual([]);
    },
  );

  it('clears the session but shows no dialog when already on the login page', async () => {
    const { http } = client(() => bcode(12004, 401), { isLoginPage: () => true });
    await expect(http('/api/v1/auth/user_info')).rejects.toMatchObject({ businessCode: 12004 });
    expect(getToken()).toBeNull();
    expect(expiredCount).toBe(0);
  });
});

/**
 * A server whose access token `old-token` has expired: it answers 12002 to it, renews on
 * refresh_token (after `refreshDelay` ms) and serves requests carrying `new-token`.
 */
function expiringServer(refreshDelay = 10) {
  return client(async ({ url, headers }) => {
    if (url.endsWith('/auth/refresh_token')) {
      await tick(refreshDelay);
      return jsonResponse({ accessToken: 'new-token', refreshToken: 'refresh-2' });
    }
    if (headers.get('Authorization') === 'Bearer new-token') return jsonResponse({ served: url });
    return bcode(12002, 401, 'the token is expired');
  });
}

describe('httpClient session: a read that leaves the session alone', () => {
  it.each([12002, 12004, 12010])('neither renews nor ends the session on %i', async (code) => {
    const { http, sent } = client(() => bcode(code, 401));
    await expect(http('/api/v1/plugins', { silent: true, leaveSession: true })).rejects.toMatchObject({
      businessCode: code,
    });
    expect(sent.map(({ url }) => url)).toEqual(['/api/v1/plugins']);
    expect([getToken(), getRefreshToken(), expiredCount]).toEqual(['old-token', 'refresh-1', 0]);
  });
});

describe('httpClient session: expired access token', () => {
  it.each([2, 5])('refreshes exactly once for %i concurrent failures and replays them all', async (count) => {
    const { http, sent } = expiringServer();
    const paths = Array.from({ length: count }, (_, i) => `/api/v1/projects/p${i}`);

    const responses = await Promise.all(paths.map((path) => http(path)));

    expect(responses.map((response) => response.json)).toEqual(paths.map((path) => ({ served: path })));
    const refreshes = sent.filter((request) => request.url.endsWith('/auth/refresh_token'));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].headers.get('RefreshToken')).toBe('refresh-1');
    expect(refreshes[0].headers.has('Authorization')).toBe(false);
    const replays = sent.filter((request) => request.headers.get('Authorization') === 'Bearer new-token');
    expect(replays.map((request) => request.url).sort()).toEqual([...paths].sort());
    expect(getToken()).toBe('new-token');
    expect(getRefreshToken()).toBe('refresh-2');
    expect(apiErrors).toEqual([]);
    expect(expiredCount).toBe(0);
  });

  it('replays a failure that arrives after the refresh finished without refreshing again', async () => {
    let releaseSlow: () => void = () => {};
    const slowAnswer = new Promise<void>((resolve) => (releaseSlow = resolve));
    const { http, sent } = client(async ({ url, headers }) => {
      if (url.endsWith('/auth/refresh_token'))
        return jsonResponse({ accessToken: 'new-token', refreshToken: 'r2' });
      if (headers.get('Authorization') === 'Bearer new-token') return jsonResponse({ served: url });
      if (url.endsWith('/slow')) await slowAnswer;
      return bcode(12002, 401);
    });

    const slow = http('/api/v1/slow');
    await expect(http('/api/v1/fast')).resolves.toMatchObject({ json: { served: '/api/v1/fast' } });
    releaseSlow();
    await expect(slow).resolves.toMatchObject({ json: { served: '/api/v1/slow' } });
    expect(sent.filter((request) => request.url.endsWith('/auth/refresh_token'))).toHaveLength(1);
  });

  it('ends the session once when the refresh fails, rejecting every waiting request quietly', async () => {
    const { http, sent } = client(async ({ url }) => {
      if (url.endsWith('/auth/refresh_token')) {
        await tick();
        return bcode(12010, 400, 'the refresh token is expired');
      }
      return bcode(12002, 401);
    });

    const results = await Promise.allSettled([1, 2, 3].map((i) => http(`/api/v1/projects/p${i}`)));

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(sent.filter((request) => request.url.endsWith('/auth/refresh_token'))).toHaveLength(1);
    expect(getToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(expiredCount).toBe(1);
    expect(apiErrors).toEqual([]);
  });

  it.each([
    ['cut off, as by a reload', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', () => jsonResponse({}, 503)],
  ])('keeps the session when the refresh is %s, failing only the waiting request', async (_, refresh) => {
    const { http } = client(({ url }) =>
      url.endsWith('/auth/refresh_token') ? refresh() : bcode(12002, 401),
    );

    await expect(http('/api/v1/users')).rejects.toBeInstanceOf(ApiError);

    expect(getToken()).toBe('old-token');
    expect(getRefreshToken()).toBe('refresh-1');
    expect(expiredCount).toBe(0);
  });

  it('treats a refresh answered with null (an access token sent as refresh token) as a failure', async () => {
    const { http } = client(({ url }) =>
      url.endsWith('/auth/refresh_token') ? jsonResponse(null) : bcode(12002, 401),
    );
    await expect(http('/api/v1/users')).rejects.toMatchObject({ businessCode: 12002 });
    expect(expiredCount).toBe(1);
  });

  it('ends the session when the replayed request is refused as expired again', async () => {
    const { http, sent } = client(({ url }) =>
      url.endsWith('/auth/refresh_token')
        ? jsonResponse({ accessToken: 'new-token', refreshToken: 'r2' })
        : bcode(12002, 401),
    );
    await expect(http('/api/v1/users')).rejects.toMatchObject({ businessCode: 12002 });
    expect(sent).toHaveLength(3);
    expect(getToken()).toBeNull();
    expect(expiredCount).toBe(1);
  });
});
