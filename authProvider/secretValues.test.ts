import { HIDDEN_VALUE, isHiddenValue, isSecretKey, showsHidden } from './secretValues';

describe('isSecretKey', () => {
  it.each([
    'password',
    'PASSWORD',
    'DB_PASSWORD',
    'passWord',
    'bindPW',
    'TOKEN',
    'GITHUB_TOKEN',
    'accessToken',
    'clientSecret',
    'SECRET',
    'KEY',
    'API_KEY',
    'apiKey',
    'apikey',
    'ALICLOUD_SECRET_KEY',
    'accessKey',
    'tls.key',
    'ssh-key',
    'privateKey',
    'kubeconfig',
    'kubeConfig',
    'KUBE_CONFIG',
    'clientCertificate',
    'cert-data',
  ])('%s names a secret', (key) => expect(isSecretKey(key)).toBe(true));

  it.each(['username', 'registry', 'url', 'env', 'monkey', 'keyboard', 'turkey', 'hotkeys', 'caFile', 'pwa'])(
    '%s names no secret',
    (key) => expect(isSecretKey(key)).toBe(false),
  );
});

it('knows the hidden value and nothing else', () => {
  expect(isHiddenValue(HIDDEN_VALUE)).toBe(true);
  expect(isHiddenValue('secret')).toBe(false);
  expect(isHiddenValue(undefined)).toBe(false);
});

describe('showsHidden', () => {
  it('hides what the sandbox hid, and a clear secret the real server sent', () => {
    expect(showsHidden(['registry'], HIDDEN_VALUE)).toBe(true);
    expect(showsHidden(['auth', 'password'], 'hunter2')).toBe(true);
    expect(showsHidden(['tokens', '0'], 'abc')).toBe(true);
  });

  it('shows the rest, and an empty secret', () => {
    expect(showsHidden(['auth', 'username'], 'ci')).toBe(false);
    expect(showsHidden(['password'], '')).toBe(false);
    expect(showsHidden(['insecureKey'], true)).toBe(false);
  });
});
