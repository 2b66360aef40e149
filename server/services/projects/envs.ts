/**
 * Environments: a project's namespace on the control plane plus the targets it delivers to
 * (codes 110xx). In one project a target belongs to one environment at most.
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import type { Stored } from '../../store/documentStore';
import { localClusterName } from '../clusters/clusterViews';
import { ensureClusterNamespace } from '../../runtime/namespaces';
import { applicationsBoundToEnv, applicationsDeployedInEnv } from '../deliveryUsage';
import { pageOf, type Paging } from '../paging';
import { requireProject } from '../projectRecords';
import { checkAlias, checkName } from '../validation';

export type Env = Schemas['v1.Env'];

export interface CreateEnvInput {
  name: string;
  alias: string;
  description: string;
  project: string;
  /** Defaults to the environment's name. */
  namespace: string;
  targets: string[];
  /** Lets a target already used by another environment of the project be bound too. */
  allowTargetConflict?: boolean;
}

export interface UpdateEnvInput {
  alias: string;
  description: string;
  /** Absent or empty keeps the current targets. */
  targets: string[];
}

export function toEnv(ctx: ServiceContext, env: Stored<'env'>): Env {
  return {
    name: env.name,
    alias: env.alias,
    description: env.description,
    project: { name: env.project, alias: ctx.store.get('project', env.project)?.alias ?? '' },
    namespace: env.namespace,
    targets: env.targets.map((name) => ({ name, alias: ctx.store.get('target', name)?.alias ?? '' })),
    createTime: env.createTime,
    updateTime: env.updateTime,
  };
}

function requireEnv(ctx: ServiceContext, name: string): Stored<'env'> {
  const env = ctx.store.get('env', name);
  if (!env) throw new BusinessError(11002);
  return env;
}

/** 11006 when another environment of the project already delivers to one of the targets. */
function checkTargetConflict(ctx: ServiceContext, project: string, envName: string, targets: string[]): void {
  const taken = ctx.store
    .list('env', { where: { project } })
    .some((env) => env.name !== envName && env.targets.some((target) => targets.includes(target)));
  if (taken) throw new BusinessError(11006);
}

/** Every target must exist in the environment's project. */
function checkTargetsExist(ctx: ServiceContext, project: string, targets: string[]): void {
  if (targets.some((name) => ctx.store.get('target', name)?.project !== project)) {
    throw new BusinessError(80002);
  }
}

export function createEnv(ctx: ServiceContext, input: CreateEnvInput): Env {
  const struct = 'CreateEnvRequest';
  checkName(struct, 'Name', input.name);
  checkAlias(struct, 'Alias', input.alias);
  requireProject(ctx, input.project);
  if (!input.allowTargetConflict) checkTargetConflict(ctx, input.project, input.name, input.targets);
  checkTargetsExist(ctx, input.project, input.targets);
  if (ctx.store.get('env', input.name)) throw new BusinessError(11001);
  const namespace = input.namespace || input.name;
  if (ctx.store.list('env', { where: { namespace } }).length > 0) throw new BusinessError(11004);
  return ctx.store.transaction(() => {
    ensureClusterNamespace(ctx, localClusterName, namespace);
    const env = ctx.store.insert('env', input.name, {
      name: input.name,
      alias: input.alias,
      description: input.description,
      project: input.project,
      namespace,
      targets: input.targets,
    });
    return toEnv(ctx, env);
  });
}

/** Empty alias or description keep the current ones, as in the real server. */
export function updateEnv(ctx: ServiceContext, name: string, input: UpdateEnvInput): Env {
  checkAlias('UpdateEnvRequest', 'Alias', input.alias);
  const env = requireEnv(ctx, name);
  checkTargetConflict(ctx, env.project, env.name, input.targets);
  let targets = env.targets;
  if (input.targets.length > 0) {
    const removed = env.targets.filter((target) => !input.targets.includes(target));
    if (removed.length > 0 && applicationsDeployedInEnv(ctx, name).length > 0) {
      throw new BusinessError(11007);
    }
    checkTargetsExist(ctx, env.project, input.targets);
    targets = input.targets;
  }
  const updated = ctx.store.update('env', name, {
    ...env,
    alias: input.alias || env.alias,
    description: input.description || env.description,
    targets,
  });
  return toEnv(ctx, updated);
}

/** Deleting an unknown environment succeeds, as in the real server. */
export function deleteEnv(ctx: ServiceContext, name: string): void {
  if (applicationsBoundToEnv(ctx, name).length > 0) throw new BusinessError(11005);
  ctx.store.delete('env', name);
}

/** Only environments of projects the user is a member of, newest first. */
export function listEnvs(
  ctx: ServiceContext,
  username: string,
  paging: Paging,
  project: string,
): { envs: Env[]; total: number } {
  const memberOf = ctx.store.list('projectUser', { where: { username } }).map((member) => member.project);
  const projects = project ? memberOf.filter((name) => name === project) : memberOf;
  const all = ctx.store.list('env', { order: 'newest' }).filter((env) => projects.includes(env.project));
  return { envs: pageOf(all, paging).map((env) => toEnv(ctx, env)), total: all.length };
}
