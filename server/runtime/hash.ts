/**
 * Stable pseudo-random values for the simulated world: the same input always gives the same pod
 * name suffix, IP address, usage figure, cloud id or image digest, so answers do not change between
 * reads and tests and demos are stable.
 */

/** Kubernetes picks name suffixes from this alphabet (no vowels, no look-alikes). */
const suffixAlphabet = 'bcdfghjklmnpqrstvwxz2456789';

/** FNV-1a: a small, stable 32-bit hash of a text. */
export function hashNumber(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function nameSuffix(text: string, length: number): string {
  let out = '';
  let seed = hashNumber(text);
  for (let i = 0; i < length; i += 1) {
    out += suffixAlphabet[seed % suffixAlphabet.length];
    seed = hashNumber(`${seed}:${i}:${text}`);
  }
  return out;
}

/** A UUID-shaped id derived from the text. */
export function stableUid(text: string): string {
  const hex = [0, 1, 2, 3].map((i) => hashNumber(`${i}:${text}`).toString(16).padStart(8, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function podIp(text: string): string {
  const value = hashNumber(text);
  return `10.244.${(value >>> 8) % 250}.${(value % 250) + 2}`;
}

/** A lower-case hex id of the given length derived from `seed`. */
export function hexId(seed: string, length: number): string {
  let id = '';
  for (let round = 0; id.length < length; round++) {
    id += hashNumber(`${round}:${seed}`).toString(16).padStart(8, '0');
  }
  return id.slice(0, length);
}

/** A whole number in [min, max] derived from `seed`; both bounds must be whole numbers. */
export function numberIn(seed: string, min: number, max: number): number {
  return min + (hashNumber(seed) % (max - min + 1));
}
