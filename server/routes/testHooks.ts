/**
 * Test-only endpoints (enabled by the `testHooks` option): reset the database (and the sign-in
 * throttle's counters), change token lifetimes, and read the contract violations collected so far.
 */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext, Settings } from '../context';
import { asBody, optionalBoolean } from '../http/body';
import type { ViolationLog } from '../http/responseCheck';
import type { SignInThrottle } from '../services/users/signInThrottle';
import { seedDatabase } from '../demo/seed';
import { BusinessError } from '../errors';

export interface TestHookOptions {
  ctx: ServiceContext;
  startSettings: Settings;
  demo: boolean;
  violations: ViolationLog;
  signInThrottle: SignInThrottle;
}

function optionalSeconds(body: Record<string, unknown>, key: string): number | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new BusinessError(400, `${key} must be a positive whole number of seconds`);
  }
  return value;
}

export function registerTestHooks(app: FastifyInstance, options: TestHookOptions): void {
  const { ctx, startSettings, violations } = options;

  app.post('/__test__/reset', async (request) => {
    const demo = optionalBoolean(asBody(request.body), 'demo') ?? options.demo;
    ctx.store.transaction(() => {
      ctx.store.wipe();
      ctx.clock.reset();
      Object.assign(ctx.settings, startSettings);
      seedDatabase(ctx, demo);
    });
    options.signInThrottle.forgetAll();
    return { reset: true, demo };
  });

  app.post('/__test__/settings', async (request) => {
    const body = asBody(request.body);
    const access = optionalSeconds(body, 'accessTokenTtlSeconds');
    const refresh = optionalSeconds(body, 'refreshTokenTtlSeconds');
    if (access !== undefined) ctx.settings.accessTokenTtlSeconds = access;
    if (refresh !== undefined) ctx.settings.refreshTokenTtlSeconds = refresh;
    return {
      accessTokenTtlSeconds: ctx.settings.accessTokenTtlSeconds,
      refreshTokenTtlSeconds: ctx.settings.refreshTokenTtlSeconds,
    };
  });

  /** Moves the sandbox clock forward so simulated runs progress without waiting. */
  app.post('/__test__/clock', async (request) => {
    const advance = optionalSeconds(asBody(request.body), 'advanceSeconds') ?? 0;
    ctx.clock.advance(advance);
    return { now: ctx.now().toISOString() };
  });

  app.get('/__test__/violations', async () => violations.list());

  app.delete('/__test__/violations', async () => {
    violations.clear();
    return {};
  });
}
