/**
 * Sign-in throttling, which the real server does not have. Wrong passwords are counted per pair of
 * user name and client address, and per client address whatever the names, so whoever guesses slows
 * only his own address: the same user still signs in from another one. A locked pair or address is
 * refused before any password is looked at. Unknown names count like known ones.
 *
 * An attempt counts while its password is being checked, so attempts sent all at once cannot outrun
 * the limits. A right password clears its pair, not its address: one account of his own must not let
 * an address go on guessing the others. Failures older than `lockSeconds` no longer count. Checks
 * run one at a time, those of clients with fewer failures first, so a guesser's tries, each costing
 * a bcrypt check, do not hold up the users signing in meanwhile.
 *
 * The counters live in memory: an attacker's need not survive a restart. At most `maxTracked` of
 * each kind are kept, ended ones dropped first, then the oldest. An IPv6 client is counted by its /64
 * network, which a single host is commonly given whole.
 */
import { isIPv6 } from 'node:net';
import { BusinessError } from '../../errors';
import { CheckQueue } from './checkQueue';
import { FailureCounters } from './failureCounters';

export const signInLimits = {
  maxFailuresPerUser: 5,
  maxFailuresPerAddress: 20,
  lockSeconds: 300,
  maxTracked: 10_000,
};

/** Generic codes equal their HTTP status (facts §1); no VelaUX code means "too many attempts". */
export const tooManySignInsCode = 429;

/** Longer than any account name (31): names that cannot exist share their counter. */
const MAX_COUNTED_NAME_LENGTH = 64;

export class SignInLockedError extends BusinessError {
  constructor(
    what: string,
    readonly retryAfterSeconds: number,
  ) {
    const unit = retryAfterSeconds === 1 ? 'second' : 'seconds';
    super(
      tooManySignInsCode,
      `too many failed sign-in attempts ${what}; try again in ${retryAfterSeconds} ${unit}`,
    );
  }
}

interface SignInAttempt {
  username: string;
  clientAddress: string;
}

/** The first four groups of an IPv6 address; any other address as it is. */
function countedAddress(address: string): string {
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  const [head, tail] = address.split('%')[0].split('::');
  const groups = head ? head.split(':') : [];
  if (tail !== undefined) {
    const tailGroups = tail ? tail.split(':') : [];
    const tailSize = tailGroups.reduce((size, group) => size + (group.includes('.') ? 2 : 1), 0);
    groups.push(...Array<string>(8 - groups.length - tailSize).fill('0'), ...tailGroups);
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, '').toLowerCase())
    .join(':')}::/64`;
}

export class SignInThrottle {
  private readonly byUser: FailureCounters;
  private readonly byAddress: FailureCounters;
  private readonly checks = new CheckQueue();

  constructor(limits = signInLimits) {
    const { lockSeconds, maxTracked } = limits;
    this.byUser = new FailureCounters({ maxFailures: limits.maxFailuresPerUser, lockSeconds, maxTracked });
    this.byAddress = new FailureCounters({
      maxFailures: limits.maxFailuresPerAddress,
      lockSeconds,
      maxTracked,
    });
  }

  /**
   * Runs `check`, the password check, which throws when the password is wrong: refused at once
   * (SignInLockedError) while the address or the pair is locked, else counted while under way, run
   * in turn (`CheckQueue`: fewer failures of the address and the pair first, so real users are not
   * queued behind a guesser's tries), and recorded as failed when it throws.
   */
  async attempt<T>(attempt: SignInAttempt, now: () => Date, check: () => Promise<T>): Promise<T> {
    const { address, pair } = this.keysOf(attempt);
    this.refuseWhileLocked(attempt, now());
    this.byAddress.begin(address, now());
    this.byUser.begin(pair, now());
    const rank = this.byAddress.failuresOf(address, now()) + this.byUser.failuresOf(pair, now());
    let result: T;
    try {
      result = await this.checks.run(rank, check);
    } catch (error) {
      this.byAddress.fail(address, now());
      this.byUser.fail(pair, now());
      throw error;
    }
    this.byAddress.end(address);
    this.byUser.clear(pair);
    return result;
  }

  /** Counters held, of both kinds. */
  get size(): number {
    return this.byUser.size + this.byAddress.size;
  }

  forgetAll(): void {
    this.byUser.forgetAll();
    this.byAddress.forgetAll();
  }

  private refuseWhileLocked(attempt: SignInAttempt, now: Date): void {
    const { address, pair } = this.keysOf(attempt);
    const addressWait = this.byAddress.secondsToWait(address, now);
    if (addressWait > 0) throw new SignInLockedError('from your address', addressWait);
    const pairWait = this.byUser.secondsToWait(pair, now);
    if (pairWait > 0) {
      const name = attempt.username.slice(0, MAX_COUNTED_NAME_LENGTH);
      throw new SignInLockedError(`for user ${name} from your address`, pairWait);
    }
  }

  private keysOf(attempt: SignInAttempt) {
    const address = countedAddress(attempt.clientAddress);
    return { address, pair: `${address} ${attempt.username.slice(0, MAX_COUNTED_NAME_LENGTH)}` };
  }
}
