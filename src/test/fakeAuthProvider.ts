import { canAccessWith } from '@authProvider/canAccess';
import type { AccessRequest } from '@authProvider/canAccess';
import { vi } from 'vitest';
import type { AdminAccount, LoginType, ShellAuthProvider } from '../auth/ShellAuthProvider';
import { features } from '../features';
import { permissionResources } from '../registry/access';
import { delayed } from './latency';
import type { FakeUser } from './users';
import { adminUser } from './users';

export interface FakeAuthOptions {
  user?: FakeUser;
  loginType?: LoginType;
  adminConfigured?: boolean;
  /** What login and the code exchange do instead of succeeding. */
  loginFailure?: unknown;
  initAdminFailure?: unknown;
  /** Permission resources of resources the console's features do not map (a test's own declaration's). */
  permissions?: Record<string, string>;
}

/** A failure shaped like the HTTP client's ApiError for a business error. */
export const businessFailure = (businessCode: number, serverMessage: string) =>
  Object.assign(new Error(serverMessage), { status: 401, businessCode, serverMessage });

const TOKEN = 'token';
const REFRESH_TOKEN = 'refreshToken';

export function signIn(): void {
  localStorage.setItem(TOKEN, 'access-token');
  localStorage.setItem(REFRESH_TOKEN, 'refresh-token');
}

/**
 * An in-memory auth provider: tokens in localStorage like the real one, permissions decided by the
 * real KubeVela rule over the given user's permissions, on the console's permission resources.
 */
export function fakeAuthProvider(options: FakeAuthOptions = {}) {
  const { user = adminUser, loginType = 'local', adminConfigured = true } = options;
  const resources = permissionResources([...features, { name: 'test', permissions: options.permissions }]);
  const succeedOrFail = async () => {
    if (options.loginFailure !== undefined) throw options.loginFailure;
    signIn();
  };
  return {
    login: vi.fn(delayed(succeedOrFail)),
    loginWithCode: vi.fn(delayed(succeedOrFail)),
    logout: vi.fn(
      delayed(() => {
        localStorage.removeItem(TOKEN);
        localStorage.removeItem(REFRESH_TOKEN);
      }),
    ),
    checkAuth: delayed(() => {
      if (!localStorage.getItem(TOKEN)) throw { message: false };
    }),
    checkError: async () => undefined,
    getIdentity: delayed(() => ({ id: user.name, fullName: user.alias || user.name })),
    getPermissions: delayed(() => user),
    canAccess: delayed(({ action, resource, record }: AccessRequest) =>
      canAccessWith({ action, resource, record }, user, resources),
    ),
    getLoginType: vi.fn(delayed(() => loginType)),
    getDexConfig: vi.fn(
      delayed(() => ({
        clientID: 'velaux',
        issuer: 'http://velaux.example/dex',
        redirectURL: 'http://velaux.example/callback',
      })),
    ),
    isAdminConfigured: vi.fn(delayed(() => adminConfigured)),
    initAdmin: vi.fn(
      delayed((_admin: AdminAccount) => {
        if (options.initAdminFailure !== undefined) throw options.initAdminFailure;
      }),
    ),
  } satisfies ShellAuthProvider;
}

export type FakeAuthProvider = ReturnType<typeof fakeAuthProvider>;
