import { createSandbox, demoPassword, expectError, type Sandbox } from '../testing';
import { signInLimits } from '../services/users/signInThrottle';
import { parseTrustedProxies } from './trustedProxies';

const INGRESS = '10.244.1.5';

describe('VELA_TRUST_PROXY', () => {
  it('lists addresses, ranges and the named ones, and refuses anything else', () => {
    expect(parseTrustedProxies(undefined)).toBeUndefined();
    expect(parseTrustedProxies(' ')).toBeUndefined();
    expect(parseTrustedProxies('10.244.1.5, 10.244.0.0/16,fd00::/8,loopback')).toEqual([
      '10.244.1.5',
      '10.244.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    for (const wrong of ['true', '*', 'ingress.example.com', '10.0.0.0/33', '10.0.0.1/8/8', '10.0.0.0/x']) {
      expect(() => parseTrustedProxies(wrong)).toThrow(`not "${wrong}"`);
    }
  });
});

describe('the client address the sign-in throttle counts', () => {
  let sandbox: Sandbox;
  afterEach(() => sandbox.close());

  const signIn = (password: string, from: string, forwardedFor: string) =>
    sandbox.request('POST', '/api/v1/auth/login', {
      body: { username: 'admin', password },
      from,
      headers: { 'x-forwarded-for': forwardedFor },
    });
  const guessFrom = async (from: string, forwardedFor: (attempt: number) => string) => {
    for (let i = 0; i < signInLimits.maxFailuresPerUser; i++) {
      expectError(await signIn(`Wrong${i}pass`, from, forwardedFor(i)), 14007);
    }
  };

  it('is the connection’s by default, whatever X-Forwarded-For says', async () => {
    sandbox = createSandbox();
    await guessFrom(INGRESS, (attempt) => `203.0.113.${attempt + 1}`);
    expectError(await signIn(demoPassword, INGRESS, '198.51.100.7'), 429);
  });

  it('is the one a trusted proxy forwards for, so clients behind an ingress are throttled apart', async () => {
    sandbox = createSandbox({ trustedProxies: ['10.244.0.0/16'] });
    await guessFrom(INGRESS, () => '203.0.113.66');
    expectError(await signIn(demoPassword, INGRESS, '203.0.113.66'), 429);
    await sandbox.login('admin', demoPassword);
    expect((await signIn(demoPassword, INGRESS, '198.51.100.7')).status).toBe(200);
  });

  it('is the connection’s when the forwarding peer is not a trusted proxy', async () => {
    sandbox = createSandbox({ trustedProxies: ['10.244.0.0/16'] });
    await guessFrom('192.0.2.9', (attempt) => `203.0.113.${attempt + 1}`);
    expectError(await signIn(demoPassword, '192.0.2.9', '198.51.100.7'), 429);
  });
});
