import { createSandbox, demoPassword, expectError, expectOk, type Sandbox } from '../testing';
import { signInLimits } from './signInThrottle';

describe('sign-in throttling', () => {
  let sandbox: Sandbox;
  beforeEach(() => {
    sandbox = createSandbox({ now: () => new Date('2025-01-01T00:00:00Z'), testHooks: true });
  });
  afterEach(() => sandbox.close());

  const signIn = (username: string, password: string) =>
    sandbox.request('POST', '/api/v1/auth/login', { body: { username, password } });
  const advanceClock = (seconds: number) =>
    sandbox.request('POST', '/__test__/clock', { body: { advanceSeconds: seconds } });
  const failTimes = async (username: string, times: number) => {
    const codes: number[] = [];
    for (let i = 0; i < times; i++) {
      const result = await signIn(username, `Wrong${i}pass`);
      codes.push((result.body as { BusinessCode: number }).BusinessCode);
    }
    return codes;
  };

  it('locks a user after repeated wrong passwords, refuses even the right one, and lets them in after the lock', async () => {
    const codes = await failTimes('alice', 30);
    expect(codes.slice(0, signInLimits.maxFailures)).toEqual(Array(signInLimits.maxFailures).fill(14007));
    expect(new Set(codes.slice(signInLimits.maxFailures))).toEqual(new Set([429]));

    const locked = await signIn('alice', demoPassword);
    expectError(locked, 429);
    expect((locked.body as { Message: string }).Message).toBe(
      `too many failed sign-in attempts for user alice; try again in ${signInLimits.lockSeconds} seconds`,
    );

    await advanceClock(signInLimits.lockSeconds - 1);
    expectError(await signIn('alice', demoPassword), 429);
    await advanceClock(1);
    await sandbox.login('alice');
  });

  it('tells the client when to retry', async () => {
    await failTimes('bob', signInLimits.maxFailures);
    await advanceClock(60);
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'bob', password: demoPassword },
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe(String(signInLimits.lockSeconds - 60));
  });

  it('counts only failures in a row: a successful sign-in starts over', async () => {
    for (let round = 0; round < 3; round++) {
      expect(await failTimes('alice', signInLimits.maxFailures - 1)).not.toContain(429);
      await sandbox.login('alice');
    }
    for (let i = 0; i < 20; i++) await sandbox.login('alice');
  });

  it('locks only the user whose password was wrong', async () => {
    await failTimes('alice', signInLimits.maxFailures);
    expectError(await signIn('alice', demoPassword), 429);
    await sandbox.login('bob');
    await sandbox.login('admin');
  });

  it('locks again after the lock when the wrong passwords go on', async () => {
    await failTimes('alice', signInLimits.maxFailures);
    await advanceClock(signInLimits.lockSeconds);
    expect(await failTimes('alice', signInLimits.maxFailures + 1)).toEqual([
      ...Array(signInLimits.maxFailures).fill(14007),
      429,
    ]);
  });

  it('forgets every lock when the sandbox is reset', async () => {
    await failTimes('alice', signInLimits.maxFailures);
    expectOk(await sandbox.request('POST', '/__test__/reset'));
    await sandbox.login('alice');
  });

  it('does not count unknown users', async () => {
    expect(new Set(await failTimes('nobody', 10))).toEqual(new Set([14008]));
  });
});
