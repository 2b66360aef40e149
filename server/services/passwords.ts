import bcrypt from 'bcryptjs';
import type { ServiceContext } from '../context';
import { BusinessError } from '../errors';

export function hashPassword(ctx: ServiceContext, password: string): string {
  if (password === '') throw new BusinessError(14005);
  return bcrypt.hashSync(password, ctx.settings.passwordHashRounds);
}

export function passwordMatches(password: string, hash: string): boolean {
  return hash !== '' && bcrypt.compareSync(password, hash);
}
