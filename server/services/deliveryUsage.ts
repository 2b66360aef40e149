/**
 * Which applications use an environment or a target; environments and targets in use may not be
 * deleted or shrunk (codes 11005, 11007, 80003).
 */
import type { ServiceContext } from '../context';

/** Applications bound to the environment. */
export function applicationsBoundToEnv(ctx: ServiceContext, envName: string): string[] {
  return ctx.store.list('envBinding', { where: { name: envName } }).map((binding) => binding.app);
}

/** Applications currently deployed in the environment (the real server counts their Application CRs). */
export function applicationsDeployedInEnv(ctx: ServiceContext, envName: string): string[] {
  return ctx.store
    .list('appDeployment', { where: { env: envName, live: true } })
    .map((deployment) => deployment.app);
}

/** Applications of the given projects bound to an environment that delivers to the target. */
export function applicationsOnTarget(ctx: ServiceContext, targetName: string, projects: string[]): string[] {
  const envs = ctx.store.list('env').filter((env) => env.targets.includes(targetName));
  return envs
    .flatMap((env) => applicationsBoundToEnv(ctx, env.name))
    .filter((app) => projects.includes(ctx.store.get('application', app)?.project ?? ''));
}
