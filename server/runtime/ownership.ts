/**
 * Who owns what in the simulated clusters, as KubeVela's resource trackers decide it: an object
 * belongs to the Application (its CR's namespace and name) that applied it first, and a deploy step
 * of another Application that would apply it fails without applying anything. A live deployment
 * claims what it has applied and what its unfinished run is still going to apply.
 */
import type { ServiceContext } from '../context';
import type { ManifestComponent, StepPlan } from '../store/applicationRecords';
import type { Stored } from '../store/documentStore';
import { liveDeploymentsEverywhere } from './cluster';
import { allSteps, isDeployStep } from './plan';
import { resourceKey, resourcesOf, type SimResource } from './resources';
import { workloadAt, workloadsOf } from './workloads';

interface Owner {
  app: string;
  env: string;
}

const notApplied = { appliedAt: 0, publishVersion: '', deployVersion: '' };

/** The objects a deploy step applies. */
export function stepResources(owner: Owner, step: StepPlan, components: ManifestComponent[]): SimResource[] {
  if (!isDeployStep(step)) return [];
  const applied = components.filter((component) => step.components.includes(component.name));
  return step.placements.flatMap((placement) =>
    applied.flatMap((component) => resourcesOf(workloadAt(owner, placement, component, notApplied))),
  );
}

function claimsOf(ctx: ServiceContext, deployment: Stored<'appDeployment'>): SimResource[] {
  const applied = workloadsOf(ctx, deployment).flatMap(resourcesOf);
  const coming = ctx.store
    .list('workflowRecord', { where: { app: deployment.app, envName: deployment.env, finished: false } })
    .flatMap((record) =>
      allSteps(record.plan).flatMap((step) => stepResources(deployment, step, record.components)),
    );
  return [...applied, ...coming];
}

/** Object key → `namespace/name` of the Application CR that owns it, for every deployment but `owner`'s. */
function ownersBesides(ctx: ServiceContext, owner: Owner): Map<string, string> {
  const owners = new Map<string, string>();
  for (const deployment of liveDeploymentsEverywhere(ctx)) {
    if (deployment.app === owner.app && deployment.env === owner.env) continue;
    for (const resource of claimsOf(ctx, deployment)) {
      const key = resourceKey(resource);
      if (!owners.has(key)) owners.set(key, `${deployment.namespace}/${deployment.name}`);
    }
  }
  return owners;
}

/** Deploy steps that would take over another Application's objects fail and apply nothing. */
export function refuseTakeovers(
  ctx: ServiceContext,
  owner: Owner,
  plan: StepPlan[],
  components: ManifestComponent[],
): StepPlan[] {
  const owners = ownersBesides(ctx, owner);
  if (owners.size === 0) return plan;
  const check = (step: StepPlan): StepPlan => {
    const checked = { ...step, subSteps: step.subSteps.map(check) };
    const taken = stepResources(owner, step, components).find((resource) =>
      owners.has(resourceKey(resource)),
    );
    if (!taken) return checked;
    const failure =
      `${taken.kind} ${taken.namespace}/${taken.name} in cluster ${taken.cluster} is owned by application ` +
      `${owners.get(resourceKey(taken)) ?? ''}, refusing to take it over`;
    return { ...checked, outcome: 'fail', failure, placements: [] };
  };
  return plan.map(check);
}
