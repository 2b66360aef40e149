/**
 * Sign-in, token refresh, the access-token check and the first-administrator set-up (facts §2).
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import type { Stored } from '../../store/documentStore';
import { passwordMatches } from './passwords';
import { bootstrapDefaultProject } from '../projects/defaultProject';
import { refuseRevokedToken, sessionOf } from './sessions';
import type { SignInThrottle } from './signInThrottle';
import { loginType } from '../systemInfo';
import { signToken, TokenError, verifyToken, type TokenProblem } from './tokens';
import { createUser, findUser, recordLogin } from './users';
import { checkEmail, checkName, checkPassword } from '../validation';

export type LoginResponse = Schemas['v1.LoginResponse'];

export interface LoginInput {
  username: string;
  password: string;
  code: string;
  /** Where the attempt comes from, for the throttle. */
  clientAddress: string;
}

export interface InitAdminInput {
  name: string;
  email: string;
  password: string;
}

export function adminConfigured(ctx: ServiceContext): boolean {
  return ctx.store.count('user') > 0;
}

/** Creates the administrator and, on an empty platform, project, target and env `default`. */
export function initAdmin(ctx: ServiceContext, input: InitAdminInput): void {
  if (adminConfigured(ctx)) throw new BusinessError(12012);
  const struct = 'InitAdminRequest';
  checkName(struct, 'Name', input.name);
  checkPassword(struct, 'Password', input.password);
  checkEmail(struct, 'Email', input.email);
  ctx.store.transaction(() => {
    createUser(ctx, { ...input, alias: 'Administrator', roles: ['admin'] });
    bootstrapDefaultProject(ctx, input.name);
  });
}

function dexLogin(code: string): never {
  if (!code) throw new BusinessError(12008);
  throw new BusinessError(
    12009,
    'single sign-on through dex is not available in the sandbox; sign in with a local user',
  );
}

/**
 * The user whose password this is, or 14008 / 14007. An unknown user costs the same check as a known
 * one (services/users/passwords.ts). The record is read again after the check, which yields: a password
 * changed or an account deleted meanwhile decides, and no older copy is written back.
 */
async function userWithPassword(ctx: ServiceContext, input: LoginInput): Promise<Stored<'user'>> {
  const hash = findUser(ctx, input.username)?.password ?? '';
  const matches = await passwordMatches(ctx, input.password, hash);
  const user = findUser(ctx, input.username);
  if (!user) throw new BusinessError(14008);
  if (!matches || user.password !== hash) throw new BusinessError(14007);
  return user;
}

export async function login(
  ctx: ServiceContext,
  throttle: SignInThrottle,
  input: LoginInput,
): Promise<LoginResponse> {
  const type = loginType(ctx);
  if (type === 'dex' || (input.code && !input.username)) return dexLogin(input.code);
  if (type !== 'local') throw new BusinessError(12001);
  if (!input.username || !input.password) throw new BusinessError(12008);
  const user = await throttle.attempt(input, ctx.now, () => userWithPassword(ctx, input));
  // The real server lets a disabled local user in (facts §2); the sandbox refuses as it does for dex.
  if (user.disabled) throw new BusinessError(14002);
  const signedIn = recordLogin(ctx, user);
  const session = sessionOf(signedIn);
  return {
    // The real local login leaves alias out and never reports the user as disabled.
    user: {
      name: signedIn.name,
      email: signedIn.email,
      createTime: signedIn.createTime,
      lastLoginTime: signedIn.lastLoginTime ?? signedIn.createTime,
      disabled: false,
    },
    accessToken: await signToken(ctx, session, 'access'),
    refreshToken: await signToken(ctx, session, 'refresh'),
  };
}

const accessProblemCodes: Record<TokenProblem, number> = {
  expired: 12002,
  notValidYet: 12003,
  malformed: 12005,
  invalid: 12004,
};

async function claimsOf(ctx: ServiceContext, token: string, codes: Record<TokenProblem, number>) {
  try {
    return await verifyToken(ctx, token);
  } catch (error) {
    if (error instanceof TokenError) throw new BusinessError(codes[error.problem]);
    throw error;
  }
}

/** The refresh token is returned unchanged: the real server never rotates it. */
export async function refreshTokens(
  ctx: ServiceContext,
  refreshToken: string,
): Promise<Schemas['v1.RefreshTokenResponse']> {
  if (!refreshToken) throw new BusinessError(12005);
  const claims = await claimsOf(ctx, refreshToken, { ...accessProblemCodes, expired: 12010 });
  // The real server answers 200 `null` here, which no client can use; a re-login is what helps.
  if (claims.grantType !== 'refresh') throw new BusinessError(12004, 'the token is not a refresh token');
  const user = findUser(ctx, claims.username);
  if (!user) throw new BusinessError(12004, `the user ${claims.username} does not exist`);
  refuseRevokedToken(user, claims);
  return { accessToken: await signToken(ctx, claims, 'access'), refreshToken };
}

/** The user behind an `Authorization: Bearer <token>` header, or the real server's error for it. */
export async function authenticate(
  ctx: ServiceContext,
  authorization: string | undefined,
): Promise<Stored<'user'>> {
  const parts = (authorization ?? '').split(' ');
  if (!authorization?.trim() || parts.length !== 2) throw new BusinessError(12006);
  const claims = await claimsOf(ctx, parts[1], accessProblemCodes);
  if (claims.grantType !== 'access') throw new BusinessError(12007);
  const user = findUser(ctx, claims.username);
  if (!user) throw new BusinessError(401);
  refuseRevokedToken(user, claims);
  return user;
}
