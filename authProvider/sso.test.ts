import { buildDexAuthUrl } from './sso';

describe('buildDexAuthUrl', () => {
  it('builds the dex authorization URL with the encoded redirect, OIDC scopes and the velaux state', () => {
    const url = buildDexAuthUrl({
      issuer: 'http://velaux.com/dex',
      clientID: 'velaux',
      redirectURL: 'http://velaux.com/callback',
    });
    expect(url).toBe(
      'http://velaux.com/dex/auth?client_id=velaux&redirect_uri=http%3A%2F%2Fvelaux.com%2Fcallback' +
        '&response_type=code&scope=openid+profile+email+offline_access&state=velaux',
    );
  });
});
