/**
 * HS256 JWTs as the real server issues them: claims `username` and `grantType`, `nbf`, `exp` and
 * issuer `vela-issuer`, signed with the system-info key, plus the sandbox's own `accountId` and
 * `sessionVersion` (services/users/sessions.ts). Verification reports what went wrong so
 * callers can pick the business code (access and refresh checks map problems differently).
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import type { ServiceContext } from '../../context';
import { systemInfoRecord } from '../systemInfo';

export type GrantType = 'access' | 'refresh';
export type TokenProblem = 'expired' | 'notValidYet' | 'malformed' | 'invalid';

/** Whose session a token belongs to. */
export interface TokenSubject {
  username: string;
  /** '' for an account made before accounts had an id, and in tokens signed before then. */
  accountId: string;
  sessionVersion: number;
}

export interface TokenClaims extends TokenSubject {
  grantType: string;
}

export class TokenError extends Error {
  constructor(readonly problem: TokenProblem) {
    super(`token ${problem}`);
  }
}

const issuer = 'vela-issuer';

function signingKey(ctx: ServiceContext): Uint8Array {
  return new TextEncoder().encode(systemInfoRecord(ctx).signedKey);
}

export function signToken(ctx: ServiceContext, subject: TokenSubject, grantType: GrantType): Promise<string> {
  const now = Math.floor(ctx.now().getTime() / 1000);
  const ttl =
    grantType === 'access' ? ctx.settings.accessTokenTtlSeconds : ctx.settings.refreshTokenTtlSeconds;
  const { username, accountId, sessionVersion } = subject;
  return new SignJWT({ username, grantType, accountId, sessionVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setNotBefore(now)
    .setExpirationTime(now + ttl)
    .setIssuer(issuer)
    .sign(signingKey(ctx));
}

function problemOf(error: unknown): TokenProblem {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'nbf') return 'notValidYet';
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) return 'malformed';
  return 'invalid';
}

export async function verifyToken(ctx: ServiceContext, token: string): Promise<TokenClaims> {
  try {
    const { payload } = await jwtVerify(token, signingKey(ctx), {
      algorithms: ['HS256'],
      currentDate: ctx.now(),
    });
    if (typeof payload.username !== 'string' || typeof payload.grantType !== 'string') {
      throw new TokenError('invalid');
    }
    const sessionVersion = typeof payload.sessionVersion === 'number' ? payload.sessionVersion : 0;
    const accountId = typeof payload.accountId === 'string' ? payload.accountId : '';
    return { username: payload.username, grantType: payload.grantType, accountId, sessionVersion };
  } catch (error) {
    if (error instanceof TokenError) throw error;
    throw new TokenError(problemOf(error));
  }
}
