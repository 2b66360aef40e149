/**
 * What an app's deploy steps have put into the clusters of one env: each started deploy step applies
 * its components to its placements (a later apply replaces the earlier one there), and a recycle
 * removes everything applied before it.
 */
import type { ServiceContext } from '../context';
import { findComponentType, type ComponentType } from './definitions/componentTypes';
import type { ManifestComponent, Placement, StepPlan, StepStatus } from '../store/applicationRecords';
import type { Stored } from '../store/documentStore';
import { allSteps, isDeployStep } from './plan';
import { syncRuns } from './runs';

export interface Workload {
  app: string;
  env: string;
  cluster: string;
  namespace: string;
  component: ManifestComponent;
  type?: ComponentType;
  appliedAt: number;
  publishVersion: string;
  deployVersion: string;
}

interface ApplyEvent {
  time: number;
  plan: StepPlan;
  record: Stored<'workflowRecord'>;
}

function startedDeploySteps(record: Stored<'workflowRecord'>): ApplyEvent[] {
  const statuses = new Map<string, StepStatus>();
  for (const step of record.steps) {
    statuses.set(step.id, step);
    for (const sub of step.subSteps ?? []) statuses.set(sub.id, sub);
  }
  return allSteps(record.plan)
    .filter(isDeployStep)
    .flatMap((plan) => {
      const started = statuses.get(plan.id)?.firstExecuteTime;
      return started ? [{ time: Date.parse(started), plan, record }] : [];
    });
}

/** A component as it runs at one placement of an app's env. */
export function workloadAt(
  owner: { app: string; env: string },
  placement: Placement,
  component: ManifestComponent,
  applied: { appliedAt: number; publishVersion: string; deployVersion: string },
): Workload {
  return {
    app: owner.app,
    env: owner.env,
    cluster: placement.cluster,
    namespace: placement.namespace,
    component,
    type: findComponentType(component.type),
    ...applied,
  };
}

function placementKey(placement: Placement): string {
  return `${placement.cluster}/${placement.namespace}`;
}

export function workloadsOf(ctx: ServiceContext, deployment: Stored<'appDeployment'>): Workload[] {
  if (!deployment.live) return [];
  syncRuns(ctx, deployment.app);
  const recycledAt = deployment.recycledAt ? Date.parse(deployment.recycledAt) : -Infinity;
  const events = ctx.store
    .list('workflowRecord', { where: { app: deployment.app, envName: deployment.env } })
    .flatMap(startedDeploySteps)
    .filter((event) => event.time >= recycledAt)
    .sort((a, b) => a.time - b.time);
  const placed = new Map<string, Map<string, Workload>>();
  for (const { time, plan, record } of events) {
    for (const placement of plan.placements) {
      const key = placementKey(placement);
      const previous = placed.get(key) ?? new Map<string, Workload>();
      const next = plan.type === 'apply-component' ? new Map(previous) : new Map<string, Workload>();
      for (const component of record.components.filter((c) => plan.components.includes(c.name))) {
        const before = previous.get(component.name);
        const unchanged = before && JSON.stringify(before.component) === JSON.stringify(component);
        next.set(
          component.name,
          unchanged
            ? before
            : workloadAt(deployment, placement, component, {
                appliedAt: time,
                publishVersion: record.name,
                deployVersion: record.revision,
              }),
        );
      }
      placed.set(key, next);
    }
  }
  return [...placed.values()].flatMap((byComponent) => [...byComponent.values()]);
}
