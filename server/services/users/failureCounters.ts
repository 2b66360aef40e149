/**
 * Failures counted per key, as sign-in throttling needs them: `maxFailures` within `lockSeconds` lock
 * the key for `lockSeconds`. Attempts under way count towards the limit until they end, so a burst
 * of them cannot pass before the first failure is recorded. At most `maxTracked` keys are held.
 */
interface FailureLimits {
  maxFailures: number;
  lockSeconds: number;
  maxTracked: number;
}

interface Counter {
  failures: number;
  /** Attempts let through and not ended yet. */
  underWay: number;
  countingSinceMs: number;
  lockedUntilMs: number;
}

export class FailureCounters {
  /** In order of last change, so the first is the one left alone longest. */
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly limits: FailureLimits) {}

  get size(): number {
    return this.counters.size;
  }

  /** Whole seconds until the key may try again; 0 when it may now. */
  secondsToWait(key: string, now: Date): number {
    const counter = this.current(key, now.getTime());
    if (!counter) return 0;
    const lockedMs = counter.lockedUntilMs - now.getTime();
    if (lockedMs > 0) return Math.ceil(lockedMs / 1000);
    // Attempts under way fill the allowance: their answers come within the second.
    return counter.failures + counter.underWay >= this.limits.maxFailures ? 1 : 0;
  }

  /** The failures that count now. */
  failuresOf(key: string, now: Date): number {
    return this.current(key, now.getTime())?.failures ?? 0;
  }

  begin(key: string, now: Date): void {
    const counter = this.current(key, now.getTime()) ?? this.fresh(now.getTime());
    counter.underWay++;
    this.keep(key, counter, now.getTime());
  }

  fail(key: string, now: Date): void {
    const nowMs = now.getTime();
    const counter = this.current(key, nowMs) ?? this.fresh(nowMs);
    counter.underWay = Math.max(0, counter.underWay - 1);
    counter.failures++;
    if (counter.failures >= this.limits.maxFailures) {
      counter.failures = 0;
      counter.countingSinceMs = nowMs;
      counter.lockedUntilMs = nowMs + this.limits.lockSeconds * 1000;
    }
    this.keep(key, counter, nowMs);
  }

  /** An attempt ended without failing; the failures before it still count. */
  end(key: string): void {
    const counter = this.counters.get(key);
    if (counter) counter.underWay = Math.max(0, counter.underWay - 1);
  }

  /** An attempt ended well and wipes the key's record, but not the other attempts under way. */
  clear(key: string): void {
    const counter = this.counters.get(key);
    if (!counter) return;
    counter.underWay = Math.max(0, counter.underWay - 1);
    if (counter.underWay > 0) Object.assign(counter, { failures: 0, lockedUntilMs: 0 });
    else this.counters.delete(key);
  }

  forgetAll(): void {
    this.counters.clear();
  }

  private fresh(nowMs: number): Counter {
    return { failures: 0, underWay: 0, countingSinceMs: nowMs, lockedUntilMs: 0 };
  }

  private windowEndMs(counter: Counter): number {
    return counter.countingSinceMs + this.limits.lockSeconds * 1000;
  }

  /** No attempt under way, not locked, and no failure that still counts: nothing to remember. */
  private isOver(counter: Counter, nowMs: number): boolean {
    const counting = counter.failures > 0 && this.windowEndMs(counter) > nowMs;
    return counter.underWay === 0 && counter.lockedUntilMs <= nowMs && !counting;
  }

  /** The key's counter, its failures and lock forgotten once both have run out. */
  private current(key: string, nowMs: number): Counter | undefined {
    const counter = this.counters.get(key);
    if (!counter) return undefined;
    if (counter.lockedUntilMs <= nowMs && this.windowEndMs(counter) <= nowMs) {
      Object.assign(counter, { failures: 0, countingSinceMs: nowMs, lockedUntilMs: 0 });
    }
    return counter;
  }

  private keep(key: string, counter: Counter, nowMs: number): void {
    this.counters.delete(key);
    if (this.counters.size >= this.limits.maxTracked) this.makeRoom(nowMs);
    this.counters.set(key, counter);
  }

  private makeRoom(nowMs: number): void {
    for (const [key, counter] of this.counters) {
      if (this.isOver(counter, nowMs)) this.counters.delete(key);
    }
    const oldest = this.counters.keys().next();
    if (this.counters.size >= this.limits.maxTracked && !oldest.done) this.counters.delete(oldest.value);
  }
}
