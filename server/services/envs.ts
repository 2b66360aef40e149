/**
 * Environments: the minimum the platform core needs (the default env created with the admin).
 */
import type { ServiceContext } from '../context';
import type { Stored } from '../store/documentStore';
import type { EnvRecord } from '../store/records';

export function createEnv(ctx: ServiceContext, env: EnvRecord): Stored<'env'> {
  return ctx.store.insert('env', env.name, env);
}
