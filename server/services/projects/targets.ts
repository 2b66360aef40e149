/**
 * Delivery targets: a namespace in a cluster that a project deploys to (codes 800xx). Creating a
 * target creates its namespace in the simulated cluster.
 */
import type { ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import type { Stored } from '../../store/documentStore';
import { requireCluster, localClusterName } from '../clusters/clusterViews';
import { ensureClusterNamespace } from '../../runtime/namespaces';
import { applicationsOnTarget } from '../deliveryUsage';
import { pageOf, type Paging } from '../paging';
import { requireProject } from '../projectRecords';
import { checkAlias, checkName } from '../validation';

export interface TargetBase {
  name: string;
  alias: string;
  description: string;
  cluster: { clusterName: string; namespace: string };
  clusterAlias: string;
  variable: Record<string, unknown>;
  project: { name: string; alias: string };
  createTime: string;
  updateTime: string;
}

export interface CreateTargetInput {
  name: string;
  alias: string;
  description: string;
  project: string;
  /** Defaults to the namespace named like the target in the local cluster. */
  cluster?: { clusterName: string; namespace: string };
  variable?: Record<string, unknown>;
}

export interface UpdateTargetInput {
  alias: string;
  description: string;
  variable: Record<string, unknown>;
}

export function toTargetBase(ctx: ServiceContext, target: Stored<'target'>): TargetBase {
  return {
    name: target.name,
    alias: target.alias,
    description: target.description,
    cluster: target.cluster,
    clusterAlias: ctx.store.get('cluster', target.cluster.clusterName)?.alias ?? '',
    variable: target.variable,
    project: { name: target.project, alias: ctx.store.get('project', target.project)?.alias ?? '' },
    createTime: target.createTime,
    updateTime: target.updateTime,
  };
}

export function requireTarget(ctx: ServiceContext, name: string): Stored<'target'> {
  const target = ctx.store.get('target', name);
  if (!target) throw new BusinessError(80002);
  return target;
}

/** Checked in the real server's order: fields, project, cluster and namespace, then the name. */
export function createTarget(ctx: ServiceContext, input: CreateTargetInput): TargetBase {
  const struct = 'CreateTargetRequest';
  checkName(struct, 'Name', input.name);
  checkAlias(struct, 'Alias', input.alias);
  checkName(struct, 'Project', input.project);
  if (input.cluster) checkName(`${struct}.Cluster`, 'ClusterName', input.cluster.clusterName);
  requireProject(ctx, input.project);
  const cluster = input.cluster ?? { clusterName: localClusterName, namespace: input.name };
  if (!cluster.clusterName || !cluster.namespace) throw new BusinessError(80005);
  requireCluster(ctx, cluster.clusterName);
  if (ctx.store.get('target', input.name)) throw new BusinessError(80001);
  return ctx.store.transaction(() => {
    ensureClusterNamespace(ctx, cluster.clusterName, cluster.namespace);
    const target = ctx.store.insert('target', input.name, {
      name: input.name,
      alias: input.alias,
      description: input.description,
      project: input.project,
      cluster,
      variable: input.variable ?? {},
    });
    return toTargetBase(ctx, target);
  });
}

/** Alias, description and variables are replaced as a whole. */
export function updateTarget(ctx: ServiceContext, name: string, input: UpdateTargetInput): TargetBase {
  checkAlias('UpdateTargetRequest', 'Alias', input.alias);
  const target = requireTarget(ctx, name);
  const updated = ctx.store.update('target', name, { ...target, ...input });
  return toTargetBase(ctx, updated);
}

export function detailTarget(ctx: ServiceContext, name: string): TargetBase {
  return toTargetBase(ctx, requireTarget(ctx, name));
}

/**
 * Usage is checked against the applications of the caller's projects only, as in the real server;
 * a caller without projects always sees the target as in use.
 */
export function deleteTarget(ctx: ServiceContext, name: string, callerProjects: string[]): void {
  requireTarget(ctx, name);
  if (callerProjects.length === 0 || applicationsOnTarget(ctx, name, callerProjects).length > 0) {
    throw new BusinessError(80003);
  }
  ctx.store.delete('target', name);
}

export function listTargets(
  ctx: ServiceContext,
  paging: Paging,
  project: string,
): { targets: TargetBase[]; total: number } {
  const all = ctx.store.list('target', { where: project ? { project } : {}, order: 'newest' });
  return { targets: pageOf(all, paging).map((target) => toTargetBase(ctx, target)), total: all.length };
}

export function listProjectTargets(
  ctx: ServiceContext,
  project: string,
): { targets: TargetBase[]; total: number } {
  return listTargets(ctx, { page: 0, pageSize: 0 }, project);
}
