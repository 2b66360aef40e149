/**
 * A config distribution's application as the workflow-step engine plays it: one deploy step per
 * target, one after another, a simulated step each from when the distribution was last applied. A
 * target on an unknown cluster fails, and the next target is deployed all the same.
 */
import type { Schemas, ServiceContext } from '../context';
import type { Stored } from '../store/documentStore';
import { hexId } from './hash';
import { playSteps, type PlayedStep, type PlayRules } from './workflow/engine';

type Distribution = Stored<'configDistribution'>;
type Target = Distribution['targets'][number];
type StepStatus = Schemas['v1alpha1.WorkflowStepStatus'];
type DistributionStatus = Schemas['config.Distribution']['status'];

export interface TargetStep {
  target: Target;
  status: StepStatus;
}

function stepName(target: Target): string {
  return `deploy-${target.clusterName}-${target.namespace}`;
}

function distributionRules(ctx: ServiceContext): PlayRules<Target> {
  return {
    stepMs: ctx.settings.runtimeStepSeconds * 1000,
    afterFailure: 'skip',
    dependencies: 'listed',
    name: stepName,
    dependsOn: () => [],
    action: (target) =>
      ctx.store.get('cluster', target.clusterName)
        ? { kind: 'work' }
        : { kind: 'work', failure: `cluster ${target.clusterName} not found` },
    resumedAt: () => undefined,
    condition: () => ({ holds: true, always: true }),
  };
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function toStatus(record: Distribution, played: PlayedStep<Target>, now: number): StepStatus {
  const name = stepName(played.step);
  const status: StepStatus = {
    id: hexId(`${record.name}/${name}`, 10),
    name,
    type: 'deploy',
    phase: 'pending',
  };
  if (played.start > now) return status;
  const started = { ...status, firstExecuteTime: iso(played.start) };
  if (played.end > now) return { ...started, phase: 'running' };
  const finished = { ...started, lastExecuteTime: iso(played.end) };
  if (played.outcome === 'succeeded') return { ...finished, phase: 'succeeded' };
  return { ...finished, phase: 'failed', message: played.message };
}

export function distributionSteps(ctx: ServiceContext, record: Distribution): TargetStep[] {
  const applied = Date.parse(record.appliedTime);
  // A distribution read before its apply time (the clock set back) reads as just applied.
  const now = Math.max(applied, ctx.now().getTime());
  return playSteps(record.targets, 'StepByStep', applied, distributionRules(ctx)).map((played) => ({
    target: played.step,
    status: toStatus(record, played, now),
  }));
}

export function distributionStatus(ctx: ServiceContext, record: Distribution): DistributionStatus {
  const steps = distributionSteps(ctx, record).map((step) => step.status);
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
