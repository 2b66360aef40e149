import type { AuthProvider } from 'react-admin';
import { ApiError, statusError } from '../dataProvider/apiError';
import type { Http } from '../dataProvider/httpClient';
import { displayName } from '../dataProvider/displayName';
import type { components } from '../contract/api';
import { canAccessWith, type AccessRequest, type PermissionResources } from './canAccess';
import { clearSession, getToken, setTokens } from './session/session';

type Schemas = components['schemas'];
export type UserInfo = Schemas['v1.LoginUserInfoResponse'];
export type LoginType = 'local' | 'dex';

export interface LoginCredentials {
  username: string;
  password: string;
}

/** Calls of the login page, the admin set-up dialog and the SSO callback. */
export interface VelaAuthMethods {
  getLoginType(): Promise<LoginType>;
  getDexConfig(): Promise<Schemas['v1.DexConfigResponse']>;
  isAdminConfigured(): Promise<boolean>;
  initAdmin(admin: Schemas['v1.InitAdminRequest']): Promise<void>;
  loginWithCode(code: string): Promise<void>;
}

/** react-admin's AuthProvider (login takes LoginCredentials; getPermissions resolves to UserInfo) plus VelaAuthMethods. */
export type VelaAuthProvider = AuthProvider &
  Required<Pick<AuthProvider, 'getIdentity' | 'getPermissions' | 'canAccess'>> &
  VelaAuthMethods & {
    /** The signed-in user's user_info once it is in, else undefined. */
    permissionsNow(): UserInfo | undefined;
    /**
     * `canAccess`'s answer without waiting, once user_info is in: access checks drawn after it need no
     * second drawing (src/session/queryClient.ts); undefined while it is not.
     */
    canAccessNow(request: AccessRequest): boolean | undefined;
  };

export interface AuthProviderOptions {
  http: Http;
  apiUrl?: string;
}

function isLoginResponse(json: unknown): json is Schemas['v1.LoginResponse'] {
  const body = json as Partial<Schemas['v1.LoginResponse']> | null;
  return typeof body?.accessToken === 'string' && typeof body.refreshToken === 'string';
}

/**
 * Refused without asking the server: before sign-in every request would fail and be toasted.
 * `message: false` keeps react-admin from toasting "please log in" on the way to the login page.
 */
const signedOut = () => Promise.reject({ message: false });

/** The token codes of the real server (facts §1): expired, not yet valid, invalid, malformed, … */
const refusedSessionCodes = new Set([12002, 12003, 12004, 12005, 12006, 12007, 12010]);

/**
 * How long after a check the server did not answer react-admin's logout still counts as part of it: it
 * calls logout at once, or in the effect after the failed check's query.
 */
const LOGOUT_AFTER_UNANSWERED_CHECK_MS = 5_000;

function isSessionRefused(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 401 || refusedSessionCodes.has(error.businessCode ?? 0);
}

export function createAuthProvider({ http, apiUrl = '/api/v1' }: AuthProviderOptions): VelaAuthProvider {
  let userInfo: Promise<UserInfo> | undefined;
  /** The answer of `userInfo`, while that is still the session's. */
  let answered: { of: Promise<UserInfo>; user: UserInfo } | undefined;
  /** When a check last failed without the server refusing the session (a request cut off, a server down). */
  let unansweredCheckAt: number | undefined;

  /**
   * react-admin logs out after every failed check (once per checking component); after a check the
   * server did not answer, those logouts keep the tokens.
   */
  function followsUnansweredCheck(): boolean {
    return (
      unansweredCheckAt !== undefined && Date.now() - unansweredCheckAt < LOGOUT_AFTER_UNANSWERED_CHECK_MS
    );
  }

  /** user_info, fetched once per session and shared by identity, permissions and every access check. */
  function loadUserInfo(): Promise<UserInfo> {
    if (!getToken()) return signedOut();
    if (!userInfo) {
      const pending = http(`${apiUrl}/auth/user_info`).then(({ json }) => json as UserInfo);
      userInfo = pending;
      pending.then(
        (user) => (answered = { of: pending, user }),
        () => {
          if (userInfo === pending) userInfo = undefined;
        },
      );
    }
    return userInfo;
  }

  function permissionsNow(): UserInfo | undefined {
    return getToken() && answered?.of === userInfo ? answered?.user : undefined;
  }

  /** The login call reports its own errors (Message(BusinessCode)), so it is silent. */
  async function login(body: Schemas['v1.LoginRequest']): Promise<void> {
    const { status, json } = await http(`${apiUrl}/auth/login`, { method: 'POST', body, silent: true });
    if (!isLoginResponse(json)) throw statusError(status, json);
    setTokens(json);
    userInfo = undefined;
    unansweredCheckAt = undefined;
  }

  return {
    login: ({ username, password }: LoginCredentials) => login({ username, password }),
    loginWithCode: (code) => login({ code }),
    logout: async () => {
      if (!followsUnansweredCheck()) clearSession();
      userInfo = undefined;
    },
    // Only layout routes are checked; /login and /callback are <CustomRoutes noLayout>. A session
    // whose user_info cannot be read goes to the login page instead of drawing pages that wait
    // forever. Its tokens are cleared only when the server refused them: a request cut off by a
    // reload, or a server that is down, says nothing about the session, so the logout react-admin
    // sends after such a check keeps them.
    checkAuth: async () => {
      try {
        await loadUserInfo();
        unansweredCheckAt = undefined;
      } catch (error) {
        if (isSessionRefused(error)) clearSession();
        else if (getToken()) unansweredCheckAt = Date.now();
        return signedOut();
      }
    },
    // The expired-session dialog handles expiry; react-admin must not log out on 401/403 by itself.
    checkError: () => Promise.resolve(),
    // Server data is text: an alias of another shape (an object, a list) is not shown, the name is.
    getIdentity: async () => {
      const user = await loadUserInfo();
      return { id: user.name, fullName: displayName(user) };
    },
    getPermissions: () => loadUserInfo(),
    permissionsNow,
    // Only resources written as permissions: the console's own are added by withPermissionResources.
    canAccess: async ({ action, resource, record }) => {
      if (!getToken()) return false;
      return canAccessWith({ action, resource, record }, await loadUserInfo(), () => undefined);
    },
    canAccessNow: (request) => {
      if (!getToken()) return false;
      const user = permissionsNow();
      return user === undefined ? undefined : canAccessWith(request, user, () => undefined);
    },
    getLoginType: async () => {
      const { json } = await http(`${apiUrl}/auth/login_type`);
      return (json as Schemas['v1.GetLoginTypeResponse'] | null)?.loginType === 'dex' ? 'dex' : 'local';
    },
    getDexConfig: async () =>
      (await http(`${apiUrl}/auth/dex_config`)).json as Schemas['v1.DexConfigResponse'],
    isAdminConfigured: async () => {
      const { json } = await http(`${apiUrl}/auth/admin_configured`);
      return (json as Schemas['v1.AdminConfiguredResponse'] | null)?.configured === true;
    },
    initAdmin: async (admin) => {
      await http(`${apiUrl}/auth/init_admin`, { method: 'PUT', body: admin });
    },
  };
}

/**
 * The auth provider with access checks that know the console's resources, mapped to their permission
 * resources (src/providers.ts composes them from the features). It keeps the session and the user_info
 * of the one it extends: the login page's, which needs no resources.
 */
export function withPermissionResources(
  auth: VelaAuthProvider,
  resources: PermissionResources,
): VelaAuthProvider {
  return {
    ...auth,
    canAccess: async ({ action, resource, record }) => {
      if (!getToken()) return false;
      return canAccessWith({ action, resource, record }, await auth.getPermissions({}), resources);
    },
    canAccessNow: (request) => {
      if (!getToken()) return false;
      const user = auth.permissionsNow();
      return user === undefined ? undefined : canAccessWith(request, user, resources);
    },
  };
}
