/**
 * Delivery targets: the minimum the platform core needs (bootstrap and the project's target list).
 */
import type { ServiceContext } from '../context';
import type { Stored } from '../store/documentStore';
import type { TargetRecord } from '../store/records';

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

export function createTarget(ctx: ServiceContext, target: TargetRecord): Stored<'target'> {
  return ctx.store.insert('target', target.name, target);
}

export function listProjectTargets(
  ctx: ServiceContext,
  project: string,
): { targets: TargetBase[]; total: number } {
  const targets = ctx.store
    .list('target', { where: { project }, order: 'newest' })
    .map((target) => toTargetBase(ctx, target));
  return { targets, total: targets.length };
}
