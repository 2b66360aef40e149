import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { ServiceContext } from '../../context';
import { BusinessError } from '../../errors';

export function hashPassword(ctx: ServiceContext, password: string): string {
  if (password === '') throw new BusinessError(14005);
  return bcrypt.hashSync(password, ctx.settings.passwordHashRounds);
}

/** A hash of no one's password per bcrypt cost, for checks that have no hash to compare with. */
const standInHashes = new Map<number, string>();

function standInHash(rounds: number): string {
  let hash = standInHashes.get(rounds);
  if (!hash) {
    hash = bcrypt.hashSync(randomBytes(16).toString('hex'), rounds);
    standInHashes.set(rounds, hash);
  }
  return hash;
}

/**
 * Whether the password is the one hashed; no hash (an unknown user, an account without a password)
 * never matches, but costs the same bcrypt work, so the answer's timing tells nothing. Asynchronous:
 * bcrypt yields between its rounds, and other requests are served meanwhile.
 */
export async function passwordMatches(ctx: ServiceContext, password: string, hash: string): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash || standInHash(ctx.settings.passwordHashRounds));
  return hash !== '' && matches;
}
