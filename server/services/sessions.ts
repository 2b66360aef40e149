/**
 * Token revocation, which the real server does not have: every token carries the session version
 * of its user, and disabling a user moves the version on, so tokens signed before stop working even
 * after the user is enabled again. A disabled user's tokens are refused whatever their version.
 */
import { BusinessError } from '../errors';
import type { Stored } from '../store/documentStore';
import type { UserRecord } from '../store/records';

export function sessionVersionOf(user: UserRecord): number {
  return user.sessionVersion ?? 0;
}

/** A copy of the user whose earlier tokens no longer count. */
export function withSessionsRevoked<T extends UserRecord>(user: T): T {
  return { ...user, sessionVersion: sessionVersionOf(user) + 1 };
}

/** 12004 makes the console drop the session and go to the sign-in page. */
export function refuseRevokedToken(user: Stored<'user'>, tokenSessionVersion: number): void {
  if (user.disabled) {
    throw new BusinessError(12004, `the token is revoked: user ${user.name} is disabled`);
  }
  if (tokenSessionVersion !== sessionVersionOf(user)) {
    throw new BusinessError(12004, 'the token is revoked, sign in again');
  }
}
