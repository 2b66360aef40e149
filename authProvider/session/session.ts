/**
 * The login session: the access and refresh tokens, kept in localStorage under the same keys the
 * VelaUX console uses, so a user signed in there is signed in here too.
 */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

const TOKEN_KEY = 'token';
const REFRESH_TOKEN_KEY = 'refreshToken';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Where there is no localStorage (node tests, a locked-down browser) the session lives in memory.
const memoryValues = new Map<string, string>();
const memoryStore: KeyValueStore = {
  getItem: (key) => memoryValues.get(key) ?? null,
  setItem: (key, value) => void memoryValues.set(key, value),
  removeItem: (key) => void memoryValues.delete(key),
};

function store(): KeyValueStore {
  return typeof localStorage === 'undefined' ? memoryStore : localStorage;
}

export function getToken(): string | null {
  return store().getItem(TOKEN_KEY);
}

export function getRefreshToken(): string | null {
  return store().getItem(REFRESH_TOKEN_KEY);
}

export function setTokens({ accessToken, refreshToken }: TokenPair): void {
  store().setItem(TOKEN_KEY, accessToken);
  store().setItem(REFRESH_TOKEN_KEY, refreshToken);
}

export function clearSession(): void {
  store().removeItem(TOKEN_KEY);
  store().removeItem(REFRESH_TOKEN_KEY);
}
