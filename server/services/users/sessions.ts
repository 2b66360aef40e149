/**
 * Token revocation, which the real server does not have: every token carries the session version
 * of its user, and disabling a user or changing their password moves the version on, so tokens
 * signed before stop working even after the user is enabled again. A disabled user's tokens are
 * refused whatever their version. Tokens also carry the id of the account they were signed for: the
 * real server knows users by name only, so a user deleted and made again would get the old tokens.
 */
import { BusinessError } from '../../errors';
import type { Stored } from '../../store/documentStore';
import type { UserRecord } from '../../store/records';
import type { TokenSubject } from './tokens';

export function sessionVersionOf(user: UserRecord): number {
  return user.sessionVersion ?? 0;
}

/** What the user's tokens are signed for now. */
export function sessionOf(user: UserRecord): TokenSubject {
  return { username: user.name, accountId: user.accountId ?? '', sessionVersion: sessionVersionOf(user) };
}

/** A copy of the user whose earlier tokens no longer count. */
export function withSessionsRevoked<T extends UserRecord>(user: T): T {
  return { ...user, sessionVersion: sessionVersionOf(user) + 1 };
}

/** 12004 makes the console drop the session and go to the sign-in page. */
export function refuseRevokedToken(user: Stored<'user'>, token: TokenSubject): void {
  if (user.disabled) {
    throw new BusinessError(12004, `the token is revoked: user ${user.name} is disabled`);
  }
  const current = sessionOf(user);
  if (token.accountId !== current.accountId) {
    throw new BusinessError(12004, `the token belongs to an earlier account named ${user.name}`);
  }
  if (token.sessionVersion !== current.sessionVersion) {
    throw new BusinessError(12004, 'the token is revoked, sign in again');
  }
}
