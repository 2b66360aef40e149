/**
 * Config distributions: copies of configs into namespaces of clusters, run by the real platform as
 * an application with one deploy step per target, simulated by runtime/configDistribution.ts.
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';
import { distributionStatus, distributionSteps } from '../../runtime/configDistribution';
import { requireProject } from '../projectRecords';

export type Distribution = Schemas['config.Distribution'];
type ClusterTargetStatus = Schemas['config.ClusterTargetStatus'];

export interface DistributionInput {
  name: string;
  configs: { name: string; namespace: string }[];
  targets: { clusterName: string; namespace: string }[];
}

function toDistribution(ctx: ServiceContext, record: Stored<'configDistribution'>): Distribution {
  const namespace = requireProject(ctx, record.project).namespace;
  return {
    name: record.name,
    namespace,
    createdTime: record.createTime,
    configs: record.configs,
    targets: record.targets,
    application: { Name: record.name, Namespace: namespace },
    status: distributionStatus(ctx, record),
  };
}

/** Applying again replaces the configs and targets and runs the distribution anew. */
export function applyDistribution(ctx: ServiceContext, project: string, input: DistributionInput): void {
  requireProject(ctx, project);
  if (!input.name) {
    throw new BusinessError(
      400,
      'Application "" is invalid: metadata.name: Required value: name is required',
    );
  }
  const configs = input.configs.filter((config) => config.name);
  const targets = input.targets.filter((target) => target.clusterName && target.namespace);
  if (configs.length === 0 || targets.length === 0) throw new BusinessError(16002);
  const key = scopedKey(project, input.name);
  const record = { name: input.name, project, configs, targets, appliedTime: ctx.now().toISOString() };
  if (ctx.store.get('configDistribution', key)) ctx.store.update('configDistribution', key, record);
  else ctx.store.insert('configDistribution', key, record);
}

export function listDistributions(ctx: ServiceContext, project: string): { distributions: Distribution[] } {
  requireProject(ctx, project);
  const records = ctx.store.list('configDistribution', { where: { project } });
  return { distributions: records.map((record) => toDistribution(ctx, record)) };
}

export function deleteDistribution(ctx: ServiceContext, project: string, name: string): void {
  requireProject(ctx, project);
  if (!ctx.store.delete('configDistribution', scopedKey(project, name))) throw new BusinessError(16007);
}

/** Where the project's default distribution of a config (`distribute-<config>`) stands per target. */
export function distributionTargets(
  ctx: ServiceContext,
  project: string,
  config: string,
): ClusterTargetStatus[] {
  const record = ctx.store.get('configDistribution', scopedKey(project, `distribute-${config}`));
  if (!record) return [];
  const namespace = requireProject(ctx, project).namespace;
  return distributionSteps(ctx, record).map(({ target, status }) => ({
    clusterName: target.clusterName,
    namespace: target.namespace,
    status: status.phase ?? 'pending',
    message: status.message ?? '',
    application: { name: record.name, namespace },
  }));
}
