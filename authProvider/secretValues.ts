/**
 * Which values are secrets by their name, and how a hidden one is written in an answer. Shared by the
 * sandbox (which hides them) and the console (which shows them hidden, also when the real server sends
 * them in clear), as permission.ts is. Pure: no I/O, no framework.
 */

/** What the sandbox answers in place of a secret; sent back unchanged, it keeps the stored secret. */
export const HIDDEN_VALUE = '******';

/** Words that name a secret, alone or as two words run together (`kube` + `config`). */
const SECRET_WORDS = new Set([
  'password',
  'passwd',
  'pwd',
  'pw',
  'passphrase',
  'token',
  'tokens',
  'secret',
  'secrets',
  'key',
  'keys',
  'apikey',
  'accesskey',
  'secretkey',
  'privatekey',
  'kubeconfig',
  'cert',
  'certs',
  'certificate',
  'certificates',
  'crt',
]);

/** `clientSecret` → client, secret; `API_KEY` → api, key; `tls.key` → tls, key; `bindPW` → bind, pw. */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Whether a property or context key names a secret (password, token, key, kubeconfig, certificate, …). */
export function isSecretKey(name: string): boolean {
  const words = wordsOf(name);
  return words.some(
    (word, index) => SECRET_WORDS.has(word) || SECRET_WORDS.has(`${word}${words[index + 1] ?? ''}`),
  );
}

export function isHiddenValue(value: unknown): boolean {
  return value === HIDDEN_VALUE;
}

/**
 * Whether the console shows a value hidden: the sandbox hid it, or a key on its way (`path`, the keys
 * down to it) names a secret, since the real server sends secrets in clear. An empty value hides nothing.
 */
export function showsHidden(path: string[], value: unknown): boolean {
  return isHiddenValue(value) || (typeof value === 'string' && value !== '' && path.some(isSecretKey));
}
