import { ApiError, type Http } from '../dataProvider/httpClient';
import { createAuthProvider, withPermissionResources } from './index';
import { clearSession, getRefreshToken, getToken, setTokens } from './session/session';

const http = vi.fn<Http>();
const reply = (json: unknown) => ({ status: 200, json, headers: new Headers() });
/** The auth provider with the permission resources of the two resources these checks name, as the console maps them. */
const consoleAuth = () =>
  withPermissionResources(
    createAuthProvider({ http }),
    (resource) => ({ applications: 'project:?/application:*', users: 'user:{name}' })[resource],
  );
const userInfo = {
  name: 'alice',
  alias: 'Alice',
  platformPermissions: [{ name: 'cloudshell', resources: ['cloudshell'], actions: ['*'], effect: 'Allow' }],
  projectPermissions: {
    default: [{ name: 'app-management', resources: ['project:default/application:*/*'], actions: ['*'] }],
  },
};

beforeEach(() => {
  http.mockReset();
  clearSession();
});

describe('login and logout', () => {
  it('logs in silently and stores both tokens', async () => {
    http.mockResolvedValue(reply({ accessToken: 'a1', refreshToken: 'r1', user: { name: 'alice' } }));
    await createAuthProvider({ http }).login({ username: 'alice', password: 'secret123' });

    expect(http).toHaveBeenCalledWith('/api/v1/auth/login', {
      method: 'POST',
      body: { username: 'alice', password: 'secret123' },
      silent: true,
    });
    expect([getToken(), getRefreshToken()]).toEqual(['a1', 'r1']);
  });

  it('rejects with the ApiError so the page can show Message(BusinessCode)', async () => {
    const wrongPassword = new ApiError('The password is wrong', 401, {}, 14007, 'The password is wrong');
    http.mockRejectedValue(wrongPassword);
    await expect(createAuthProvider({ http }).login({ username: 'alice', password: 'nope' })).rejects.toBe(
      wrongPassword,
    );
    expect(getToken()).toBeNull();
  });

  it('rejects a login answer without tokens', async () => {
    http.mockResolvedValue(reply(null));
    await expect(createAuthProvider({ http }).login({ username: 'a', password: 'b' })).rejects.toBeInstanceOf(
      ApiError,
    );
  });

  it('exchanges an SSO code silently', async () => {
    http.mockResolvedValue(reply({ accessToken: 'a2', refreshToken: 'r2' }));
    await createAuthProvider({ http }).loginWithCode('dex-code');
    expect(http).toHaveBeenCalledWith('/api/v1/auth/login', {
      method: 'POST',
      body: { code: 'dex-code' },
      silent: true,
    });
    expect(getToken()).toBe('a2');
  });

  it('logs out locally: clears the session and the cached identity, with no server call', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    http.mockResolvedValue(reply(userInfo));
    const auth = createAuthProvider({ http });
    await auth.getIdentity();

    await auth.logout({});
    expect([getToken(), getRefreshToken()]).toEqual([null, null]);
    expect(http).toHaveBeenCalledTimes(1);

    setTokens({ accessToken: 'b', refreshToken: 'r' });
    http.mockResolvedValue(reply({ ...userInfo, name: 'bob', alias: '' }));
    await expect(auth.getIdentity()).resolves.toEqual({ id: 'bob', fullName: 'bob' });
  });

  it('names a user whose alias is not text by the name', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    http.mockResolvedValue(reply({ ...userInfo, alias: { unexpected: 'alias' } }));
    await expect(createAuthProvider({ http }).getIdentity()).resolves.toEqual({
      id: 'alice',
      fullName: 'alice',
    });
  });
});

describe('checkAuth and checkError', () => {
  it('rejects without a token, without a "please log in" toast or a request', async () => {
    await expect(createAuthProvider({ http }).checkAuth({})).rejects.toEqual({ message: false });
    expect(http).not.toHaveBeenCalled();
  });

  it('passes a session whose user_info answers, and reads it once for every later check', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    http.mockResolvedValue(reply(userInfo));
    const auth = consoleAuth();
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await expect(auth.canAccess({ action: 'list', resource: 'applications' })).resolves.toBe(true);
    expect(http).toHaveBeenCalledExactlyOnceWith('/api/v1/auth/user_info');
  });

  it.each([
    ['a malformed token', new ApiError('the token is malformed', 403, {}, 12005, 'the token is malformed')],
    ['a revoked token', new ApiError('the token is invalid', 401, {}, 12004, 'the token is invalid')],
    ['a refusal without a code', new ApiError('HTTP 401', 401, null)],
  ])('clears a session whose user_info is refused with %s, and refuses it quietly', async (_, failure) => {
    setTokens({ accessToken: 'garbage', refreshToken: 'r' });
    http.mockRejectedValue(failure);
    await expect(createAuthProvider({ http }).checkAuth({})).rejects.toEqual({ message: false });
    expect([getToken(), getRefreshToken()]).toEqual([null, null]);
  });

  it.each([
    ['a failing server', new ApiError('HTTP 502', 502, null)],
    ['a request cut off by a reload', new ApiError('Network error', 0, null)],
  ])(
    'sends a session whose user_info fails with %s to the login page, but keeps its tokens',
    async (_, failure) => {
      setTokens({ accessToken: 'a', refreshToken: 'r' });
      http.mockRejectedValue(failure);
      const auth = createAuthProvider({ http });
      await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
      // react-admin logs out after every failed check, once for each component that checked.
      await auth.logout({});
      await auth.logout({});
      expect([getToken(), getRefreshToken()]).toEqual(['a', 'r']);
    },
  );

  it("still clears the tokens on the user's own logout after such a check", async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    http.mockRejectedValueOnce(new ApiError('Network error', 0, null)).mockResolvedValue(reply(userInfo));
    const auth = createAuthProvider({ http });
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
    await auth.logout({});
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await auth.logout({});
    expect([getToken(), getRefreshToken()]).toEqual([null, null]);
  });

  it('clears the tokens on a logout that comes long after a check the server did not answer', async () => {
    vi.useFakeTimers();
    try {
      setTokens({ accessToken: 'a', refreshToken: 'r' });
      http.mockRejectedValue(new ApiError('HTTP 503', 503, null));
      const auth = createAuthProvider({ http });
      await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
      vi.advanceTimersByTime(60_000);
      await auth.logout({});
      expect([getToken(), getRefreshToken()]).toEqual([null, null]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never asks react-admin to log out: the expired-session dialog does that', async () => {
    const auth = createAuthProvider({ http });
    for (const status of [401, 403, 500]) {
      await expect(auth.checkError(new ApiError(`HTTP ${status}`, status, null))).resolves.toBeUndefined();
    }
  });
});

describe('identity, permissions and access', () => {
  beforeEach(() => setTokens({ accessToken: 'a', refreshToken: 'r' }));

  it('reads user_info once and serves identity, permissions and access checks from it', async () => {
    http.mockResolvedValue(reply(userInfo));
    const auth = consoleAuth();

    const [identity, permissions, seesApplications, seesUsers] = await Promise.all([
      auth.getIdentity(),
      auth.getPermissions({}),
      auth.canAccess({ action: 'list', resource: 'applications' }),
      auth.canAccess({ action: 'list', resource: 'users' }),
    ]);

    expect(identity).toEqual({ id: 'alice', fullName: 'Alice' });
    expect(permissions).toEqual(userInfo);
    expect([seesApplications, seesUsers]).toEqual([true, false]);
    expect(http).toHaveBeenCalledExactlyOnceWith('/api/v1/auth/user_info');
  });

  it('fetches user_info again after a failed read', async () => {
    http.mockRejectedValueOnce(new ApiError('HTTP 502', 502, null)).mockResolvedValue(reply(userInfo));
    const auth = createAuthProvider({ http });
    await expect(auth.getIdentity()).rejects.toMatchObject({ status: 502 });
    await expect(auth.getIdentity()).resolves.toEqual({ id: 'alice', fullName: 'Alice' });
  });

  it('answers identity and permissions without a session by refusing, without asking the server', async () => {
    clearSession();
    const auth = createAuthProvider({ http });
    await expect(auth.getIdentity()).rejects.toEqual({ message: false });
    await expect(auth.getPermissions({})).rejects.toEqual({ message: false });
    expect(http).not.toHaveBeenCalled();
  });

  it('answers access checks at once only while the signed-in user_info is in hand', async () => {
    http.mockResolvedValue(reply(userInfo));
    const auth = consoleAuth();
    const check = { action: 'list', resource: 'applications' };
    expect(auth.canAccessNow(check)).toBeUndefined();
    await auth.getPermissions({});
    expect(auth.canAccessNow(check)).toBe(true);
    expect(auth.canAccessNow({ action: 'list', resource: 'users' })).toBe(false);
    expect(auth.permissionsNow()).toEqual(userInfo);
    await auth.logout({});
    expect(auth.canAccessNow(check)).toBe(false);
    setTokens({ accessToken: 'b', refreshToken: 'r' });
    expect(auth.canAccessNow(check)).toBeUndefined();
  });

  it('denies access without a session, without asking the server', async () => {
    clearSession();
    await expect(consoleAuth().canAccess({ action: 'list', resource: 'applications' })).resolves.toBe(false);
    expect(http).not.toHaveBeenCalled();
  });
});

describe('login page calls', () => {
  it.each([
    ['dex', 'dex'],
    ['local', 'local'],
    ['', 'local'],
  ])('reads login type %j as %s', async (loginType, expected) => {
    http.mockResolvedValue(reply({ loginType }));
    await expect(createAuthProvider({ http }).getLoginType()).resolves.toBe(expected);
    expect(http).toHaveBeenCalledWith('/api/v1/auth/login_type');
  });

  it('reads the dex config and whether an admin exists', async () => {
    const auth = createAuthProvider({ http });
    const dex = {
      issuer: 'http://velaux.com/dex',
      clientID: 'velaux',
      clientSecret: 's',
      redirectURL: 'http://x',
    };
    http.mockResolvedValue(reply(dex));
    await expect(auth.getDexConfig()).resolves.toEqual(dex);
    expect(http).toHaveBeenLastCalledWith('/api/v1/auth/dex_config');

    http.mockResolvedValue(reply({ configured: false }));
    await expect(auth.isAdminConfigured()).resolves.toBe(false);
    expect(http).toHaveBeenLastCalledWith('/api/v1/auth/admin_configured');
  });

  it('initialises the administrator', async () => {
    http.mockResolvedValue(reply({ success: true }));
    const admin = { name: 'admin', email: 'admin@vela.io', password: 'secret123' };
    await createAuthProvider({ http }).initAdmin(admin);
    expect(http).toHaveBeenCalledWith('/api/v1/auth/init_admin', { method: 'PUT', body: admin });
  });
});
