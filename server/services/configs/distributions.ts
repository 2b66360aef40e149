/**
 * Config distributions: copies of configs into namespaces of clusters, run by the real platform as
 * an application with one deploy step per target. The steps run one after another, a simulated step
 * each, following the sandbox clock; a target on an unknown cluster fails.
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';
import { secondsSince } from '../../clock';
import { hexId } from '../../runtime/hash';
import { requireProject } from '../projectRecords';

export type Distribution = Schemas['config.Distribution'];
type ClusterTargetStatus = Schemas['config.ClusterTargetStatus'];
type StepStatus = Schemas['v1alpha1.WorkflowStepStatus'];

export interface DistributionInput {
  name: string;
  configs: { name: string; namespace: string }[];
  targets: { clusterName: string; namespace: string }[];
}

interface TargetStep {
  target: { clusterName: string; namespace: string };
  status: StepStatus;
}

function addSeconds(time: string, seconds: number): string {
  return new Date(new Date(time).getTime() + seconds * 1000).toISOString();
}

function stepsOf(ctx: ServiceContext, record: Stored<'configDistribution'>): TargetStep[] {
  const step = ctx.settings.runtimeStepSeconds;
  const elapsed = secondsSince(record.appliedTime, ctx.now());
  return record.targets.map((target, index) => {
    const name = `deploy-${target.clusterName}-${target.namespace}`;
    const status: StepStatus = {
      id: hexId(`${record.name}/${name}`, 10),
      name,
      type: 'deploy',
      phase: 'pending',
    };
    if (elapsed < step * index) return { target, status };
    const started = addSeconds(record.appliedTime, step * index);
    if (elapsed < step * (index + 1))
      return { target, status: { ...status, phase: 'running', firstExecuteTime: started } };
    const clusterKnown = Boolean(ctx.store.get('cluster', target.clusterName));
    const finished = {
      ...status,
      firstExecuteTime: started,
      lastExecuteTime: addSeconds(record.appliedTime, step * (index + 1)),
    };
    if (clusterKnown) return { target, status: { ...finished, phase: 'succeeded' } };
    const message = `cluster ${target.clusterName} not found`;
    return { target, status: { ...finished, phase: 'failed', message } };
  });
}

function appStatusOf(ctx: ServiceContext, record: Stored<'configDistribution'>): Distribution['status'] {
  const steps = stepsOf(ctx, record).map((step) => step.status);
  const failed = steps.some((step) => step.phase === 'failed');
  const finished = failed || steps.every((step) => step.phase === 'succeeded');
  return {
    status: failed ? 'workflowFailed' : finished ? 'running' : 'runningWorkflow',
    workflow: {
      appRevision: `${record.name}-v1`,
      mode: 'StepByStep-DAG',
      status: failed ? 'failed' : finished ? 'succeeded' : 'executing',
      finished,
      suspend: false,
      terminated: false,
      startTime: record.appliedTime,
      steps,
    },
  };
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
    status: appStatusOf(ctx, record),
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
  return stepsOf(ctx, record).map(({ target, status }) => ({
    clusterName: target.clusterName,
    namespace: target.namespace,
    status: status.phase ?? 'pending',
    message: status.message ?? '',
    application: { name: record.name, namespace },
  }));
}
