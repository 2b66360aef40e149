/**
 * The sandbox's sense of time. Simulated runs (workflows, pipelines, addons) advance as this clock
 * moves: with the real clock they move in real time; tests can also push time forward (`advance`)
 * or build the server on a fixed base time so nothing moves unless they say so.
 */
export interface Clock {
  now(): Date;
  advance(seconds: number): void;
  reset(): void;
}

export function createClock(base: () => Date = () => new Date()): Clock {
  let offsetMs = 0;
  return {
    now: () => new Date(base().getTime() + offsetMs),
    advance: (seconds) => {
      offsetMs += seconds * 1000;
    },
    reset: () => {
      offsetMs = 0;
    },
  };
}

/** Seconds between an ISO time and now, never negative. */
export function secondsSince(isoTime: string, now: Date): number {
  return Math.max(0, (now.getTime() - new Date(isoTime).getTime()) / 1000);
}
