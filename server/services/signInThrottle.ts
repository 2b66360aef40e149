/**
 * Sign-in throttling, which the real server does not have: after `maxFailures` wrong passwords in a
 * row a user is locked for `lockSeconds`, and while locked every attempt is refused before the
 * password is looked at. Only failures count; a successful sign-in starts the count over. The state
 * lives on the user record, so a sandbox reset clears it and a restart keeps it.
 */
import type { ServiceContext } from '../context';
import { BusinessError } from '../errors';
import type { Stored } from '../store/documentStore';
import type { UserRecord } from '../store/records';

export const signInLimits = { maxFailures: 5, lockSeconds: 300 };

/** Generic codes equal their HTTP status (facts §1); no VelaUX code means "too many attempts". */
export const tooManySignInsCode = 429;

export class SignInLockedError extends BusinessError {
  constructor(
    user: string,
    readonly retryAfterSeconds: number,
  ) {
    super(
      tooManySignInsCode,
      `too many failed sign-in attempts for user ${user}; try again in ${retryAfterSeconds} seconds`,
    );
  }
}

export function refuseWhileLocked(ctx: ServiceContext, user: UserRecord): void {
  if (!user.signInLockedUntil) return;
  const remainingMs = Date.parse(user.signInLockedUntil) - ctx.now().getTime();
  if (remainingMs > 0) throw new SignInLockedError(user.name, Math.ceil(remainingMs / 1000));
}

export function recordFailedSignIn(ctx: ServiceContext, user: Stored<'user'>): void {
  const failures = (user.failedSignIns ?? 0) + 1;
  const locks = failures >= signInLimits.maxFailures;
  const lockedUntil = new Date(ctx.now().getTime() + signInLimits.lockSeconds * 1000).toISOString();
  ctx.store.update('user', user.name, {
    ...user,
    failedSignIns: locks ? 0 : failures,
    signInLockedUntil: locks ? lockedUntil : user.signInLockedUntil,
  });
}

/** A copy of the user with no failures held against them. */
export function withSignInFailuresCleared<T extends UserRecord>(user: T): T {
  const cleared = { ...user };
  delete cleared.failedSignIns;
  delete cleared.signInLockedUntil;
  return cleared;
}
