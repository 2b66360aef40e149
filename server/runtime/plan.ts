/**
 * Turns the workflow of an applied Application into the plan the simulator plays: where each deploy
 * step puts which components, which steps wait for a resume, and which fail on purpose (a component
 * image tagged `:fail`).
 */
import type {
  AppManifest,
  ManifestComponent,
  ManifestStep,
  Placement,
  StepPlan,
} from '../store/applicationRecords';
import { nameSuffix } from './hash';
import { localCluster, stepPlaces, topologyPlaces, type KnownCluster } from './namedPlaces';

// A canary batch (kruise-rollout) applies the revision like a deploy: the simulator has no traffic weights.
const deployTypes = new Set(['deploy', 'canary-deploy', 'apply-component', 'deploy-cloud-resource']);

export function isDeployStep(plan: StepPlan): boolean {
  return deployTypes.has(plan.type);
}

export function imageOf(component: ManifestComponent): string {
  const image = component.properties.image;
  return typeof image === 'string' ? image : '';
}

export function isFailingImage(image: string): boolean {
  return image.endsWith(':fail');
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** "30s", "5m", "1h" or plain seconds. */
export function parseDuration(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const match = /^(\d+)(s|m|h)?$/.exec(value.trim());
  if (!match) return undefined;
  const unit = { s: 1, m: 60, h: 3600 }[match[2] ?? 's'] ?? 1;
  return Number(match[1]) * unit;
}

function placementsOf(manifest: AppManifest, step: ManifestStep, clusters: KnownCluster[]): Placement[] {
  const namespace = manifest.metadata.namespace;
  if (step.type === 'apply-component') {
    const [named] = stepPlaces(step);
    return [{ cluster: named?.cluster ?? localCluster, namespace: named?.namespace ?? namespace }];
  }
  const names = stringList(step.properties?.policies);
  const placements = manifest.spec.policies
    .filter((policy) => policy.type === 'topology' && names.includes(policy.name))
    .flatMap((policy) => topologyPlaces(policy.properties, clusters))
    .map((place) => ({ cluster: place.cluster, namespace: place.namespace ?? namespace }));
  return placements.length ? placements : [{ cluster: localCluster, namespace }];
}

function failureOf(components: ManifestComponent[], names: string[]): string {
  const broken = components.find((c) => names.includes(c.name) && isFailingImage(imageOf(c)));
  if (!broken) return '';
  return (
    `wait for component ${broken.name} to become healthy: container ${broken.name} is in CrashLoopBackOff ` +
    `(image "${imageOf(broken)}" exits with an error)`
  );
}

interface PlanInput {
  manifest: AppManifest;
  runName: string;
  clusters: KnownCluster[];
}

function planStep(input: PlanInput, step: ManifestStep, subMode: string): StepPlan {
  const { manifest, runName } = input;
  const allComponents = manifest.spec.components;
  const deploying = deployTypes.has(step.type);
  const component = step.properties?.component;
  const components = !deploying
    ? []
    : step.type === 'apply-component' && typeof component === 'string'
      ? [component]
      : allComponents.map((c) => c.name);
  const failure = deploying ? failureOf(allComponents, components) : '';
  const plan: StepPlan = {
    id: nameSuffix(`${runName}/${step.name}`, 10),
    name: step.name,
    alias: step.meta?.alias ?? '',
    type: step.type,
    dependsOn: step.dependsOn ?? [],
    outcome: step.type === 'suspend' ? 'suspend' : failure ? 'fail' : 'succeed',
    failure,
    placements: deploying ? placementsOf(manifest, step, input.clusters) : [],
    components,
    inputs: step.inputs ?? [],
    outputs: step.outputs ?? [],
    subMode: step.mode ?? subMode,
    subSteps: (step.subSteps ?? []).map((sub) => planStep(input, sub, subMode)),
  };
  const seconds = step.type === 'suspend' ? parseDuration(step.properties?.duration) : undefined;
  if (seconds !== undefined) plan.suspendSeconds = seconds;
  return plan;
}

/** Without workflow steps KubeVela applies every component in a step of its own. */
function generatedSteps(manifest: AppManifest): ManifestStep[] {
  return manifest.spec.components.map((c) => ({
    name: c.name,
    type: 'apply-component',
    properties: { component: c.name },
  }));
}

/** `clusters` resolve the label selectors of topology policies. */
export function planRun(input: PlanInput): StepPlan[] {
  const { steps, mode } = input.manifest.spec.workflow;
  const source = steps.length ? steps : generatedSteps(input.manifest);
  return source.map((step) => planStep(input, step, mode.subSteps));
}

/** Every step of a plan, the sub-steps of a group after the group. */
export function allSteps(plan: StepPlan[]): StepPlan[] {
  return plan.flatMap((step) => [step, ...step.subSteps]);
}
