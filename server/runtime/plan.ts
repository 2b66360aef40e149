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

export const localCluster = 'local';
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

function placementsOf(manifest: AppManifest, step: ManifestStep): Placement[] {
  const fallback = [{ cluster: localCluster, namespace: manifest.metadata.namespace }];
  if (step.type === 'apply-component') {
    const cluster = step.properties?.cluster;
    return [
      {
        cluster: typeof cluster === 'string' && cluster ? cluster : localCluster,
        namespace: fallback[0].namespace,
      },
    ];
  }
  const names = stringList(step.properties?.policies);
  const placements = manifest.spec.policies
    .filter((policy) => policy.type === 'topology' && names.includes(policy.name))
    .flatMap((policy) => {
      const clusters = stringList(policy.properties.clusters);
      const namespace = policy.properties.namespace;
      const ns = typeof namespace === 'string' && namespace ? namespace : manifest.metadata.namespace;
      return (clusters.length ? clusters : [localCluster]).map((cluster) => ({ cluster, namespace: ns }));
    });
  return placements.length ? placements : fallback;
}

function failureOf(components: ManifestComponent[], names: string[]): string {
  const broken = components.find((c) => names.includes(c.name) && isFailingImage(imageOf(c)));
  if (!broken) return '';
  return (
    `wait for component ${broken.name} to become healthy: container ${broken.name} is in CrashLoopBackOff ` +
    `(image "${imageOf(broken)}" exits with an error)`
  );
}

function planStep(manifest: AppManifest, step: ManifestStep, runName: string, subMode: string): StepPlan {
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
    placements: deploying ? placementsOf(manifest, step) : [],
    components,
    inputs: step.inputs ?? [],
    outputs: step.outputs ?? [],
    subMode: step.mode ?? subMode,
    subSteps: (step.subSteps ?? []).map((sub) => planStep(manifest, sub, runName, subMode)),
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

export function planRun(manifest: AppManifest, runName: string): StepPlan[] {
  const { steps, mode } = manifest.spec.workflow;
  const source = steps.length ? steps : generatedSteps(manifest);
  return source.map((step) => planStep(manifest, step, runName, mode.subSteps));
}
