/**
 * What every service function receives: the store, the clock and the adjustable settings.
 * Handlers stay plain functions of (context, input) so they can run outside fastify too.
 */
import type { Clock } from './clock';
import type { DocumentStore } from './store/documentStore';

export type { Schemas } from './schemas';

export interface Settings {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  adminPassword: string;
  /** bcrypt cost; the real server uses 10, tests lower it to stay fast */
  passwordHashRounds: number;
  /** Seconds a simulated workflow or pipeline step takes; 0 finishes steps at once. */
  runtimeStepSeconds: number;
}

export interface ServiceContext {
  store: DocumentStore;
  now: () => Date;
  clock: Clock;
  settings: Settings;
}

/** How Go serialises a time that was never set. */
export const zeroTime = '0001-01-01T00:00:00Z';

export function timestamp(ctx: ServiceContext): string {
  return ctx.now().toISOString();
}
