import { clearSession, getRefreshToken, getToken, setTokens } from './session';

describe('session', () => {
  it('stores both tokens and clears them together', () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    expect([getToken(), getRefreshToken()]).toEqual(['a', 'r']);
    clearSession();
    expect([getToken(), getRefreshToken()]).toEqual([null, null]);
  });
});
