/**
 * The demo's past: each part of the demo data is created with the sandbox clock set back, so the
 * platform starts with a history (finished deploys, past pipeline runs, addons already enabled)
 * instead of everything starting at once. The clock is restored afterwards; nothing waits.
 */
import type { ServiceContext } from '../context';

export const minute = 1;
export const hour = 60 * minute;
export const day = 24 * hour;

/** Runs `action` as if it happened `minutesAgo` minutes before now. */
export function happenedAgo<T>(ctx: ServiceContext, minutesAgo: number, action: () => T): T {
  ctx.clock.advance(-minutesAgo * 60);
  try {
    return action();
  } finally {
    ctx.clock.advance(minutesAgo * 60);
  }
}

/** One step of the demo's story, `minutesAgo` before the start. */
export interface DemoEvent {
  minutesAgo: number;
  run: (ctx: ServiceContext) => void;
}

/** Plays the events oldest first; events of the same time keep their order. */
export function playEvents(ctx: ServiceContext, events: DemoEvent[]): void {
  const ordered = [...events].sort((a, b) => b.minutesAgo - a.minutesAgo);
  for (const event of ordered) happenedAgo(ctx, event.minutesAgo, () => event.run(ctx));
}
