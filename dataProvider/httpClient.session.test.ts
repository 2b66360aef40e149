import { getRefreshToken, getToken } from '../authProvider/session/session';
import { ApiError } from './httpClient';
import { bcode, client, jsonResponse, signedInWatchingEvents, tick } from './httpClientTesting';

const seen = signedInWatchingEvents();

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
      expect(seen.expired).toBe(1);
      expect(seen.apiErrors).toEqual([]);
    },
  );

  it('clears the session but shows no dialog when already on the login page', async () => {
    const { http } = client(() => bcode(12004, 401), { isLoginPage: () => true });
    await expect(http('/api/v1/auth/user_info')).rejects.toMatchObject({ businessCode: 12004 });
    expect(getToken()).toBeNull();
    expect(seen.expired).toBe(0);
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
    expect([getToken(), getRefreshToken(), seen.expired]).toEqual(['old-token', 'refresh-1', 0]);
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
    expect(seen.apiErrors).toEqual([]);
    expect(seen.expired).toBe(0);
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
    expect(seen.expired).toBe(1);
    expect(seen.apiErrors).toEqual([]);
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
    expect(seen.expired).toBe(0);
  });

  it('treats a refresh answered with null (an access token sent as refresh token) as a failure', async () => {
    const { http } = client(({ url }) =>
      url.endsWith('/auth/refresh_token') ? jsonResponse(null) : bcode(12002, 401),
    );
    await expect(http('/api/v1/users')).rejects.toMatchObject({ businessCode: 12002 });
    expect(seen.expired).toBe(1);
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
    expect(seen.expired).toBe(1);
  });
});
