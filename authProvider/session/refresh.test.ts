import { createTokenRefresher } from './refresh';
import { clearSession, getRefreshToken, getToken, setTokens, type TokenPair } from './session';

function deferred() {
  let resolve: (tokens: TokenPair) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<TokenPair>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  clearSession();
  setTokens({ accessToken: 'old', refreshToken: 'refresh-1' });
});

describe('createTokenRefresher', () => {
  it('shares one refresh between concurrent callers and stores both tokens', async () => {
    const pending = deferred();
    const requestTokens = vi.fn(() => pending.promise);
    const refresh = createTokenRefresher(requestTokens);

    const callers = [refresh(), refresh(), refresh()];
    pending.resolve({ accessToken: 'new', refreshToken: 'refresh-2' });

    await expect(Promise.all(callers)).resolves.toEqual(['new', 'new', 'new']);
    expect(requestTokens).toHaveBeenCalledTimes(1);
    expect(requestTokens).toHaveBeenCalledWith('refresh-1');
    expect([getToken(), getRefreshToken()]).toEqual(['new', 'refresh-2']);
  });

  it('rejects every waiting caller when the refresh fails, then allows a new attempt', async () => {
    const first = deferred();
    const requestTokens = vi
      .fn<(refreshToken: string) => Promise<TokenPair>>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValueOnce({ accessToken: 'later', refreshToken: 'refresh-3' });
    const refresh = createTokenRefresher(requestTokens);

    const callers = Promise.allSettled([refresh(), refresh()]);
    first.reject(new Error('refresh token expired'));
    expect((await callers).map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(getToken()).toBe('old');

    await expect(refresh()).resolves.toBe('later');
    expect(requestTokens).toHaveBeenCalledTimes(2);
  });

  it('fails without a call when there is no refresh token', async () => {
    clearSession();
    const requestTokens = vi.fn<(refreshToken: string) => Promise<TokenPair>>();
    await expect(createTokenRefresher(requestTokens)()).rejects.toThrow('No refresh token');
    expect(requestTokens).not.toHaveBeenCalled();
  });
});
