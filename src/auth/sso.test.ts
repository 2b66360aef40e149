import { buildDexAuthUrl } from './sso';

describe('buildDexAuthUrl', () => {
  it('builds the dex authorization URL with the encoded redirect, OIDC scopes and the velaux state', () => {
    const url = buildDexAuthUrl({
      issuer: 'http://velaux.com/dex',
      clientID: 'velaux',
      redirectURL: 'http://velaux.com/callback',
    });
    expect(url?.href).toBe(
      'http://velaux.com/dex/auth?client_id=velaux&redirect_uri=http%3A%2F%2Fvelaux.com%2Fcallback' +
        '&response_type=code&scope=openid+profile+email+offline_access&state=velaux',
    );
  });

  it('keeps every value inside its own query parameter', () => {
    const url = buildDexAuthUrl({
      issuer: 'https://sso.example.com/dex',
      clientID: 'vela&state=evil',
      redirectURL: 'https://vela.example.com/callback?x=1&y=2',
    });
    expect(url?.searchParams.get('client_id')).toBe('vela&state=evil');
    expect(url?.searchParams.get('redirect_uri')).toBe('https://vela.example.com/callback?x=1&y=2');
    expect(url?.searchParams.getAll('state')).toEqual(['velaux']);
  });

  it.each(['javascript:alert(document.domain)///dex', 'data:text/html,x', '/dex', ''])(
    'refuses the issuer %j',
    (issuer) => {
      expect(buildDexAuthUrl({ issuer, clientID: 'velaux', redirectURL: 'http://velaux.com/callback' })).toBe(
        undefined,
      );
    },
  );
});
