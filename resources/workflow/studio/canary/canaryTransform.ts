import type { components } from '../../../../contract/api';
import { STEP_NAME_MAX } from '../stepRules';

export type WorkflowStep = components['schemas']['v1.WorkflowStep'];
type SubStep = components['schemas']['v1.WorkflowStepBase'];

export const DEPLOY_TYPE = 'deploy';
/** The step type of a canary batch; its definition comes with the kruise-rollout addon. */
export const CANARY_DEPLOY_TYPE = 'canary-deploy';
export const ROLLOUT_ADDON = 'kruise-rollout';
export const MIN_BATCHES = 1;
export const MAX_BATCHES = 4;
export const DEFAULT_BATCHES = 2;

const PREPARE_NAME = 'prepare-canary';

/** The share of replicas and traffic after each of `batches` batches: round(100/n)·i, the last 100. */
export function batchWeights(batches: number): number[] {
  const interval = Math.round(100 / batches);
  return Array.from({ length: batches }, (_, index) =>
    index === batches - 1 ? 100 : interval * (index + 1),
  );
}

/** A batch count within 1 to 4, whole (the default for anything that is not a number). */
export function clampBatches(batches: number): number {
  if (!Number.isFinite(batches)) return DEFAULT_BATCHES;
  return Math.min(MAX_BATCHES, Math.max(MIN_BATCHES, Math.round(batches)));
}

/** The top-level deploy steps: the ones a canary setting turns into batches (a group cannot nest). */
export function deploySteps(steps: WorkflowStep[]): WorkflowStep[] {
  return steps.filter((step) => step.type === DEPLOY_TYPE);
}

function policiesOf(step: WorkflowStep): string[] {
  const policies = step.properties?.policies;
  return Array.isArray(policies) ? policies.filter((policy) => typeof policy === 'string') : [];
}

const canaryDeploy = (name: string, alias: string, weight: number, policies: string[]): SubStep => ({
  name,
  alias,
  type: CANARY_DEPLOY_TYPE,
  properties: { weight, policies: [...policies] },
});

/** Gives out step names unique across the workflow, each within the step name limit. */
interface Namer {
  isFree: (name: string) => boolean;
  take: (base: string, suffix?: string) => string;
}

function namer(taken: Set<string>): Namer {
  // A long base is cut so that its suffix still fits; a cut that meets another name gets a number.
  const fitted = (base: string, suffix: string) =>
    `${base.slice(0, STEP_NAME_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
  return {
    isFree: (name) => !taken.has(name),
    take: (base, suffix = '') => {
      let name = fitted(base, suffix);
      for (let n = 2; taken.has(name); n += 1) name = fitted(base, `-${n}${suffix}`);
      taken.add(name);
      return name;
    },
  };
}

function canaryGroup(step: WorkflowStep, groupName: string, batches: number, names: Namer): WorkflowStep {
  const policies = policiesOf(step);
  // VelaUX names the prepare step `prepare-canary`; a second group needs another name.
  const prepareName = names.isFree(PREPARE_NAME)
    ? names.take(PREPARE_NAME)
    : names.take(step.name, `-${PREPARE_NAME}`);
  const subSteps: SubStep[] = [canaryDeploy(prepareName, 'Prepare Canary', 0, policies)];
  batchWeights(batches).forEach((weight, index) => {
    const batch = index + 1;
    subSteps.push({
      name: names.take(step.name, `-approve-${batch}`),
      alias: `Approve ${batch}`,
      type: 'suspend',
    });
    subSteps.push(canaryDeploy(names.take(step.name, `-batch-${batch}`), `Batch ${batch}`, weight, policies));
  });
  const group: WorkflowStep = { name: groupName, type: 'step-group', mode: 'StepByStep', subSteps };
  if (step.dependsOn?.length) group.dependsOn = [...step.dependsOn];
  if (step.if) group.if = step.if;
  return group;
}

const namesIn = (steps: WorkflowStep[]) =>
  steps.flatMap((step) => [step.name, ...(step.subSteps ?? []).map((sub) => sub.name)]);

/**
 * Turns every top-level deploy step into a step group that rolls out in batches: a prepare step at
 * weight 0, then for each batch an approval (suspend) and a canary-deploy at the batch's weight, all
 * on the deploy step's policies. `batches` maps a deploy step's name to its count (default 2); a
 * group keeps its step's dependsOn and if, and steps that depended on it depend on the group. Every
 * new name is unique among all steps and sub steps and at most 32 characters.
 */
export function toCanarySteps(steps: WorkflowStep[], batches: Record<string, number> = {}): WorkflowStep[] {
  const deploys = new Set(deploySteps(steps));
  const names = namer(new Set(namesIn(steps.filter((step) => !deploys.has(step)))));
  const renamed = new Map([...deploys].map((step) => [step.name, names.take(step.name, '-canary')]));
  return steps.map((step) => {
    const groupName = deploys.has(step) ? renamed.get(step.name) : undefined;
    if (groupName) {
      return canaryGroup(step, groupName, clampBatches(batches[step.name] ?? DEFAULT_BATCHES), names);
    }
    if (!step.dependsOn?.some((dependency) => renamed.has(dependency))) return step;
    return { ...step, dependsOn: step.dependsOn.map((dependency) => renamed.get(dependency) ?? dependency) };
  });
}
