import { pluginImageSrc } from './pluginImage';

describe('pluginImageSrc', () => {
  it.each([
    ['public/plugins/app-demo/img/logo.svg', '/public/plugins/app-demo/img/logo.svg'],
    ['public/img/icn-definition.svg', '/public/img/icn-definition.svg'],
    ['https://static.kubevela.net/logo.png', 'https://static.kubevela.net/logo.png'],
  ])('loads %s from %s', (path, src) => {
    expect(pluginImageSrc(path)).toBe(src);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example/logo.svg',
    'public/plugins/../../etc/passwd',
    '/public/plugins/app-demo/logo.svg',
    '',
    undefined,
  ])('shows no image for %s', (path) => {
    expect(pluginImageSrc(path)).toBeUndefined();
  });
});
