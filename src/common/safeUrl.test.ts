import { navigateToSafeUrl, openSafeUrl, safeHref, safeUrl } from './safeUrl';

const refused = [
  'javascript:alert(document.domain)//',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  '\u0000javascript:alert(1)',
  'javascript:alert(document.domain)///dex/auth?client_id=velaux',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://example.com',
  '//evil.example/path',
  '/relative/path',
  'velaux.com',
  '<img src=x onerror=alert(1)>',
  '',
  '   ',
  'http://',
];

describe('safeUrl', () => {
  it.each(['http://velaux.com/dex', 'https://grafana.example.com:3000/d/abc?x=1#top', 'HTTPS://EXAMPLE.COM'])(
    'accepts %j',
    (address) => {
      expect(safeUrl(address)?.protocol).toMatch(/^https?:$/);
    },
  );

  it.each(refused)('refuses %j', (address) => {
    expect(safeUrl(address)).toBeUndefined();
    expect(safeHref(address)).toBeUndefined();
  });

  it.each([undefined, null, 42, {}, ['http://velaux.com']])('refuses the non-string %j', (address) => {
    expect(safeUrl(address)).toBeUndefined();
  });

  it('checks URL objects too', () => {
    expect(safeUrl(new URL('javascript:alert(1)'))).toBeUndefined();
    expect(safeHref(new URL('https://velaux.com/a b'))).toBe('https://velaux.com/a%20b');
  });

  it('gives the normalised href, so what is linked is what was checked', () => {
    expect(safeHref(' https://Velaux.com/dex ')).toBe('https://velaux.com/dex');
  });
});

describe('navigateToSafeUrl and openSafeUrl', () => {
  const assign = vi.fn();
  const open = vi.fn();
  beforeEach(() => {
    assign.mockReset();
    open.mockReset();
    vi.stubGlobal('window', { location: { assign }, open });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('navigate to http(s) addresses only', () => {
    expect(navigateToSafeUrl('https://velaux.com/dex/auth')).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://velaux.com/dex/auth');
    expect(navigateToSafeUrl('javascript:alert(1)')).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('open http(s) addresses only, in a new tab without an opener', () => {
    expect(openSafeUrl('http://grafana.example.com')).toBe(true);
    expect(open).toHaveBeenCalledWith('http://grafana.example.com/', '_blank', 'noopener,noreferrer');
    expect(openSafeUrl('data:text/html,hi')).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
