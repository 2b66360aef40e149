/**
 * VELA_TRUST_PROXY: the reverse proxies (an ingress controller, a load balancer) whose
 * X-Forwarded-For is believed. A request from one of them counts as coming from the address it names
 * (fastify's `trustProxy`), which the sign-in throttle needs: behind an ingress every request comes
 * from the ingress's own address, so without it one guesser throttles every user signing in through
 * it. Unset by default: the header is anyone's to write, so believing it from everywhere would let a
 * guesser pick a fresh address for every try.
 */
import { isIP } from 'node:net';

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** The addresses and ranges listed, undefined when unset; anything else stops the server at start. */
export function parseTrustedProxies(raw: string | undefined): string[] | undefined {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return undefined;
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) {
    throw new Error(
      `VELA_TRUST_PROXY lists proxy addresses or ranges (10.0.0.7, 10.244.0.0/16, loopback), not "${wrong}"`,
    );
  }
  return entries;
}
