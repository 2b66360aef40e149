import { clearSession, setTokens } from './session';

describe('session in the browser', () => {
  it('keeps the tokens in localStorage under the keys the VelaUX console uses', () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    expect(localStorage.getItem('token')).toBe('a');
    expect(localStorage.getItem('refreshToken')).toBe('r');
    clearSession();
    expect(localStorage.length).toBe(0);
  });
});
