/**
 * A project delivers only to its own targets: every cluster and namespace an application names, and
 * every place its deploy steps would apply to, must be the cluster and namespace of a target of an
 * environment of its project (10000 otherwise, naming the place). Checked when a policy, workflow or
 * component is written and again on every deploy, since the project's targets may have changed.
 *
 * A place that names a cluster but no namespace is in the application's namespace. One that names no
 * cluster (a component's namespace, an override patch) is wherever the deploy steps put the
 * component; where that is not known yet, some target must have that namespace.
 */
import type { ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import { knownClusters } from '../../runtime/cluster';
import {
  componentPlaces,
  policyPlaces,
  stepPlaces,
  type KnownCluster,
  type Place,
} from '../../runtime/namedPlaces';
import { renderManifest, type ManifestWorkflow } from './manifest';
import { allSteps, isDeployStep, planRun } from '../../runtime/plan';
import type {
  AppManifest,
  ManifestComponent,
  ManifestPolicy,
  ManifestStep,
  Placement,
} from '../../store/applicationRecords';
import type { Stored } from '../../store/documentStore';
import { deliveryTargets } from './envWorkflows';
import { bindingsOf } from './lookups';

interface NamedPlace extends Place {
  /** What names it, e.g. `policy evil-topo`. */
  source: string;
}

function projectPlacements(ctx: ServiceContext, project: string): Placement[] {
  return ctx.store
    .list('env', { where: { project } })
    .flatMap((env) => deliveryTargets(ctx, env))
    .map((target) => ({ cluster: target.cluster.clusterName, namespace: target.cluster.namespace }));
}

function covers(target: Placement, place: Place): boolean {
  return (
    (!place.cluster || place.cluster === target.cluster) &&
    (!place.namespace || place.namespace === target.namespace)
  );
}

function describe(place: Place): string {
  const parts = [
    place.cluster && `cluster ${place.cluster}`,
    place.namespace && `namespace ${place.namespace}`,
  ];
  return parts.filter(Boolean).join(', ');
}

function checkPlaces(ctx: ServiceContext, project: string, places: NamedPlace[]): void {
  const targets = projectPlacements(ctx, project);
  const outside = places.find((place) => !targets.some((target) => covers(target, place)));
  if (outside) {
    throw new BusinessError(
      10000,
      `${outside.source} delivers to ${describe(outside)}, which is not a target of an environment of ` +
        `project ${project}`,
    );
  }
}

/** `landings`: where the component goes; none when that is not known yet. */
function resolve(place: Place, namespace: string | undefined, landings: Placement[]): Place[] {
  if (place.cluster) return [{ cluster: place.cluster, namespace: place.namespace ?? namespace }];
  if (landings.length === 0) return [place];
  return landings.map((landing) => ({
    cluster: landing.cluster,
    namespace: place.namespace ?? landing.namespace,
  }));
}

function named(source: string, places: Place[]): NamedPlace[] {
  return places.map((place) => ({ ...place, source }));
}

function stepTree(steps: ManifestStep[]): ManifestStep[] {
  return steps.flatMap((step) => [step, ...stepTree(step.subSteps ?? [])]);
}

function manifestPlaces(manifest: AppManifest, clusters: KnownCluster[]): NamedPlace[] {
  const namespace = manifest.metadata.namespace;
  const plan = allSteps(planRun({ manifest, runName: '', clusters })).filter(isDeployStep);
  const landingsOf = (component?: string) =>
    plan
      .filter((step) => !component || step.components.includes(component))
      .flatMap((step) => step.placements);
  const everywhere = landingsOf();
  // What names a place comes first, so a refusal blames the policy rather than the step that uses it.
  return [
    ...manifest.spec.policies.flatMap((policy) =>
      named(
        `policy ${policy.name}`,
        policyPlaces(policy, clusters).flatMap((place) => resolve(place, namespace, everywhere)),
      ),
    ),
    ...stepTree(manifest.spec.workflow.steps).flatMap((step) =>
      named(
        `step ${step.name}`,
        stepPlaces(step).flatMap((place) => resolve(place, namespace, everywhere)),
      ),
    ),
    ...plan.flatMap((step) => named(`step ${step.name}`, step.placements)),
    ...manifest.spec.components.flatMap((component) =>
      named(
        `component ${component.name}`,
        componentPlaces(component).flatMap((place) => resolve(place, namespace, landingsOf(component.name))),
      ),
    ),
  ];
}

/** Deploy time (and a workflow's save): what the Application names and where its steps would deploy. */
export function checkManifestPlacement(ctx: ServiceContext, project: string, manifest: AppManifest): void {
  checkPlaces(ctx, project, manifestPlaces(manifest, knownClusters(ctx)));
}

/**
 * A workflow is checked as the Application its env would get; for an env that does not exist, only
 * what its steps name.
 */
export function checkWorkflowPlacement(
  ctx: ServiceContext,
  app: Stored<'application'>,
  workflow: ManifestWorkflow & { envName: string },
): void {
  const env = ctx.store.get('env', workflow.envName);
  if (env) {
    const manifest = renderManifest(ctx, app, workflow, env, { deployVersion: '', publishVersion: '' });
    checkManifestPlacement(ctx, app.project, manifest);
    return;
  }
  const steps = workflow.steps.flatMap((step) => [step, ...(step.subSteps ?? [])]);
  checkPlaces(
    ctx,
    app.project,
    steps.flatMap((step) => named(`step ${step.name}`, stepPlaces(step))),
  );
}

/** A policy is checked in the namespaces of the envs it applies to: its own, else every bound one. */
export function checkPolicyPlacement(
  ctx: ServiceContext,
  app: Stored<'application'>,
  policy: ManifestPolicy & { envName: string },
): void {
  const envs = policy.envName ? [policy.envName] : bindingsOf(ctx, app.name).map((binding) => binding.name);
  const namespaces = envs.map((name) => ctx.store.get('env', name)?.namespace);
  const places = policyPlaces(policy, knownClusters(ctx));
  const resolved = (namespaces.length ? namespaces : [undefined]).flatMap((namespace) =>
    places.flatMap((place) => resolve(place, namespace, [])),
  );
  checkPlaces(ctx, app.project, named(`policy ${policy.name}`, resolved));
}

export function checkComponentPlacement(
  ctx: ServiceContext,
  project: string,
  component: Pick<ManifestComponent, 'name' | 'properties' | 'traits'>,
): void {
  checkPlaces(ctx, project, named(`component ${component.name}`, componentPlaces(component)));
}
