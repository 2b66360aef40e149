import { createSandbox, demoPassword, expectError, expectOk, type Sandbox } from '../../testing';
import { SignInLockedError, SignInThrottle, signInLimits } from './signInThrottle';

const ATTACKER = '203.0.113.66';
const OFFICE = '198.51.100.7';

describe('sign-in throttling', () => {
  let sandbox: Sandbox;
  beforeEach(() => {
    sandbox = createSandbox({ now: () => new Date('2025-01-01T00:00:00Z'), testHooks: true });
  });
  afterEach(() => sandbox.close());

  const signIn = (username: string, password: string, from = ATTACKER) =>
    sandbox.request('POST', '/api/v1/auth/login', { body: { username, password }, from });
  const advanceClock = (seconds: number) =>
    sandbox.request('POST', '/__test__/clock', { body: { advanceSeconds: seconds } });
  const codeOf = (result: { body: unknown }) => (result.body as { BusinessCode: number }).BusinessCode;
  const failTimes = async (username: string, times: number, from = ATTACKER) => {
    const codes: number[] = [];
    for (let i = 0; i < times; i++) codes.push(codeOf(await signIn(username, `Wrong${i}pass`, from)));
    return codes;
  };
  const perUser = signInLimits.maxFailuresPerUser;

  it('locks a user for the address that sent the wrong passwords, even for the right one, until the lock ends', async () => {
    const codes = await failTimes('alice', 30);
    expect(codes.slice(0, perUser)).toEqual(Array(perUser).fill(14007));
    expect(new Set(codes.slice(perUser))).toEqual(new Set([429]));

    const locked = await signIn('alice', demoPassword);
    expectError(locked, 429);
    expect((locked.body as { Message: string }).Message).toBe(
      `too many failed sign-in attempts for user alice from your address; try again in ${signInLimits.lockSeconds} seconds`,
    );

    await advanceClock(signInLimits.lockSeconds - 1);
    expectError(await signIn('alice', demoPassword), 429);
    await advanceClock(1);
    await sandbox.login('alice', demoPassword, ATTACKER);
  });

  it('lets the real user in from another address while an attacker keeps their name locked', async () => {
    for (let round = 0; round < 3; round++) {
      expect(await failTimes('admin', perUser * 2)).toContain(429);
      await sandbox.login('admin', demoPassword, OFFICE);
      await advanceClock(signInLimits.lockSeconds);
    }
  });

  it('throttles one address that tries many users, and only that address', async () => {
    const users = Array.from({ length: 25 }, (_, i) =>
      i < 5 ? ['admin', 'alice', 'bob', 'grace', 'henry'][i] : `user${i}`,
    );
    const codes: number[] = [];
    for (let round = 0; round < 4; round++) {
      for (const user of users) codes.push(codeOf(await signIn(user, `Wrong${round}pass`)));
    }
    const firstRefusal = codes.indexOf(429);
    expect(firstRefusal).toBe(signInLimits.maxFailuresPerAddress);
    expect(new Set(codes.slice(firstRefusal))).toEqual(new Set([429]));
    expectError(await signIn('bob', demoPassword), 429);

    for (const user of ['admin', 'alice', 'bob']) await sandbox.login(user, demoPassword, OFFICE);
  });

  it('counts unknown user names as known ones, and answers them alike when locked', async () => {
    const codes = await failTimes('nobody', perUser + 2);
    expect(codes).toEqual([...Array(perUser).fill(14008), 429, 429]);
    const unknown = await signIn('nobody', demoPassword);
    const known = (await failTimes('alice', perUser + 1)).at(-1);
    expect([codeOf(unknown), known]).toEqual([429, 429]);
    expect((unknown.body as { Message: string }).Message).toMatch(
      /^too many failed sign-in attempts for user nobody/,
    );
  });

  it('tells the client when to retry', async () => {
    await failTimes('bob', perUser);
    await advanceClock(60);
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'bob', password: demoPassword },
      remoteAddress: ATTACKER,
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe(String(signInLimits.lockSeconds - 60));
  });

  it('counts only failures in a row for one user: a successful sign-in starts over', async () => {
    for (let round = 0; round < 3; round++) {
      expect(await failTimes('alice', perUser - 1)).not.toContain(429);
      await sandbox.login('alice', demoPassword, ATTACKER);
    }
    for (let i = 0; i < 20; i++) await sandbox.login('alice', demoPassword, ATTACKER);
  });

  it('does not let right passwords of one account wash out an address spraying wrong ones', async () => {
    for (let i = 1; i < signInLimits.maxFailuresPerAddress; i++) {
      expectError(await signIn(`user${i}`, 'Wrong1pass'), 14008);
      await sandbox.login('alice', demoPassword, ATTACKER);
    }
    expectError(await signIn('user99', 'Wrong1pass'), 14008);
    expectError(await signIn('user100', 'Wrong1pass'), 429);
    expectError(await signIn('alice', demoPassword), 429);
  });

  it('locks again after the lock when the wrong passwords go on', async () => {
    await failTimes('alice', perUser);
    await advanceClock(signInLimits.lockSeconds);
    expect(await failTimes('alice', perUser + 1)).toEqual([...Array(perUser).fill(14007), 429]);
  });

  it('forgets failures older than the lock time', async () => {
    await failTimes('alice', perUser - 1);
    await advanceClock(signInLimits.lockSeconds);
    expect(await failTimes('alice', perUser - 1)).not.toContain(429);
  });

  it('cannot be outrun by sending the wrong passwords all at once', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn('grace', `Wrong${i}pass`)));
    const codes = answers.map(codeOf);
    expect(codes.filter((code) => code === 14007)).toHaveLength(perUser);
    expect(codes.filter((code) => code === 429)).toHaveLength(30 - perUser);
  });

  it('counts the addresses of one IPv6 /64 network as one address', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= signInLimits.maxFailuresPerAddress + 1; i++) {
      codes.push(codeOf(await signIn(`user${i}`, 'Wrong1pass', `2001:db8:0:7::${i.toString(16)}`)));
    }
    expect(codes.at(-1)).toBe(429);
    expectError(await signIn('user1', 'Wrong1pass', '2001:db8:0:8::1'), 14008);
  });

  it('forgets every lock when the sandbox is reset', async () => {
    await failTimes('alice', perUser);
    expectOk(await sandbox.request('POST', '/__test__/reset'));
    await sandbox.login('alice', demoPassword, ATTACKER);
  });
});

describe('the order of password checks', () => {
  let sandbox: Sandbox;
  beforeEach(() => {
    // Checks long enough for every request below to be waiting before the first ones end: with 8 rounds
    // (about 15 ms a check), on a loaded machine, six guesses were answered before hers; with 10, three.
    // The queue's order itself is checked without timing in checkQueue.test.ts.
    sandbox = createSandbox({ passwordHashRounds: 10 });
  });
  afterEach(() => sandbox.close());

  it('checks the password of a client without failures before the waiting guesses of another', async () => {
    const signIn = (username: string, password: string, from: string) =>
      sandbox.request('POST', '/api/v1/auth/login', { body: { username, password }, from });
    for (let i = 0; i < 3; i++) expectError(await signIn(`user${i}`, 'Wrong1pass', ATTACKER), 14008);

    const answered: string[] = [];
    const guesses = Array.from({ length: 16 }, (_, i) =>
      signIn(`user${i + 10}`, 'Wrong1pass', ATTACKER).then(() => answered.push('guess')),
    );
    const real = signIn('alice', demoPassword, OFFICE).then((result) => {
      answered.push('alice');
      return result;
    });
    await Promise.all(guesses);
    expectOk(await real);
    // Her request takes a few turns of the event loop to reach the queue, a check running in each.
    expect(answered.indexOf('alice'), answered.join()).toBeLessThanOrEqual(5);
  });
});

describe('the sign-in throttle’s memory', () => {
  const now = () => new Date('2025-01-01T00:00:00Z');
  const attemptNumber = (i: number) => ({
    username: `name${i}`,
    clientAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  });
  const wrong = async () => {
    throw new Error('wrong password');
  };
  const right = async () => 'signed in';

  it('stays bounded however many names and addresses guess', async () => {
    const throttle = new SignInThrottle({ ...signInLimits, maxTracked: 100 });
    for (let i = 0; i < 5000; i++) {
      await expect(throttle.attempt(attemptNumber(i), now, wrong)).rejects.toThrow('wrong password');
    }
    expect(throttle.size).toBeLessThanOrEqual(200);
  });

  it('drops what no longer counts before a lock', async () => {
    const throttle = new SignInThrottle({ ...signInLimits, maxTracked: 100 });
    const guess = (i: number) => ({ username: `guess${i}`, clientAddress: ATTACKER });
    for (let i = 0; i < signInLimits.maxFailuresPerAddress; i++) {
      await expect(throttle.attempt(guess(i), now, wrong)).rejects.toThrow('wrong password');
    }
    for (let i = 0; i < 5000; i++) await throttle.attempt(attemptNumber(i), now, right);
    await expect(throttle.attempt(guess(0), now, right)).rejects.toThrow(SignInLockedError);
  });
});
