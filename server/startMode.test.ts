import { startMode } from './startMode';

describe('start mode', () => {
  it('is the sandbox by default and a proxy when VELA_API_URL names a server', () => {
    expect(startMode({})).toEqual({ kind: 'sandbox' });
    expect(startMode({ VELA_API_URL: '' })).toEqual({ kind: 'sandbox' });
    expect(startMode({ VELA_API_URL: 'http://velaux-server.vela-system:8000' })).toEqual({
      kind: 'proxy',
      apiUrl: 'http://velaux-server.vela-system:8000',
    });
  });

  it('holds an explicit VELA_MODE to what it needs, as the container image sets it', () => {
    expect(() => startMode({ VELA_MODE: 'proxy' })).toThrow('VELA_MODE=proxy needs VELA_API_URL');
    expect(startMode({ VELA_MODE: 'proxy', VELA_API_URL: 'https://vela.example.com' })).toEqual({
      kind: 'proxy',
      apiUrl: 'https://vela.example.com',
    });
    expect(startMode({ VELA_MODE: 'sandbox' })).toEqual({ kind: 'sandbox' });
    expect(() => startMode({ VELA_MODE: 'sandbox', VELA_API_URL: 'http://x:8000' })).toThrow(
      'leave VELA_API_URL unset',
    );
    expect(() => startMode({ VELA_MODE: 'demo' })).toThrow('VELA_MODE must be proxy or sandbox');
  });

  it('refuses an API server address that is not http or https', () => {
    for (const address of ['velaux-server:8000', 'ftp://host/', 'not a url']) {
      expect(() => startMode({ VELA_API_URL: address })).toThrow('must be an http or https address');
    }
  });
});
