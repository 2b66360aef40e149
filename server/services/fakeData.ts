/**
 * Deterministic stand-ins for what the real server reads from Kubernetes, cloud providers and
 * registries: the same input always gives the same fake value, so tests and demos are stable.
 */

/** FNV-1a: a small, stable 32-bit hash of a text. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A lower-case hex id of the given length derived from `seed`. */
export function hexId(seed: string, length: number): string {
  let id = '';
  for (let round = 0; id.length < length; round++) {
    id += hashOf(`${round}:${seed}`).toString(16).padStart(8, '0');
  }
  return id.slice(0, length);
}

/** A whole number in [min, max] derived from `seed`; both bounds must be whole numbers. */
export function numberIn(seed: string, min: number, max: number): number {
  return min + (hashOf(seed) % (max - min + 1));
}

/** Seconds between an ISO time and now, never negative. */
export function secondsSince(isoTime: string, now: Date): number {
  return Math.max(0, (now.getTime() - new Date(isoTime).getTime()) / 1000);
}
