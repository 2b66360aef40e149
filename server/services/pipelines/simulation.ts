/**
 * The pipeline run simulator: what a WorkflowRun's status would be at a given time, computed from its
 * steps, start time, resumes and termination. Every step takes `stepSeconds`; a suspend step waits
 * for a resume (or its `duration`); a step of an unknown type, or a request/webhook/notification
 * whose address is not http(s), fails. StepByStep runs one step after the other and skips the rest
 * after a failure (unless `if: always`); DAG starts each step once its `dependsOn` steps are done.
 * A step whose `if` compares a context value that does not match is skipped.
 */
import type { Schemas } from '../../context';
import { stepFailure } from './stepFailures';
import type { PipelineStep, RunMode } from './records';

export type StepStatus = Schemas['v1alpha1.WorkflowStepStatus'];
type StepLike = Schemas['model.WorkflowStepBase'] & {
  subSteps?: Schemas['model.WorkflowStepBase'][];
  mode?: string;
};
type Outcome = 'succeeded' | 'failed' | 'skipped';

export interface SimulationInput {
  runName: string;
  steps: PipelineStep[];
  mode: RunMode;
  startTime: string;
  resumes: { at: string; step: string }[];
  terminatedAt: string;
  stepSeconds: number;
  now: Date;
  /** The run's context values, read by `if: context.<key> == "<value>"` conditions. */
  context: Record<string, string>;
  isKnownStepType: (type: string) => boolean;
}

export interface SimulatedRun {
  phase: string;
  finished: boolean;
  terminated: boolean;
  suspend: boolean;
  message: string;
  startTime: string;
  endTime: string;
  steps: StepStatus[];
}

interface Plan {
  step: StepLike;
  start: number;
  end: number;
  outcome: Outcome;
  message: string;
  /** A failure happened in this step or before it, so later steps are skipped. */
  poisoned: boolean;
  subPlans?: Plan[];
}

interface Env {
  input: SimulationInput;
  stepMs: number;
  resumes: { at: number; step: string }[];
}

/** Go durations as suspend steps use them: `30s`, `5m`, `1h30m`. */
export function durationMs(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text.trim());
  if (!match || !text.trim()) return undefined;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
}

function suspendEnd(step: StepLike, start: number, env: Env): number {
  const resumed = env.resumes
    .filter((resume) => (resume.step === '' || resume.step === step.name) && resume.at >= start)
    .map((resume) => resume.at);
  const duration = durationMs(step.properties?.duration);
  if (duration !== undefined) resumed.push(start + duration);
  return resumed.length > 0 ? Math.min(...resumed) : Infinity;
}

function execute(step: StepLike, start: number, env: Env): Omit<Plan, 'step' | 'start' | 'poisoned'> {
  if (!env.input.isKnownStepType(step.type)) {
    return {
      end: start + env.stepMs,
      outcome: 'failed',
      // The controller's own words when it cannot load a step's definition.
      message: `workflowstepdefinitions.core.oam.dev "${step.type}" not found`,
    };
  }
  if (step.type === 'suspend')
    return { end: suspendEnd(step, start, env), outcome: 'succeeded', message: '' };
  if (step.type === 'step-group') {
    const subPlans = planSteps(step.subSteps ?? [], step.mode || env.input.mode.subSteps, start, env);
    const end = Math.max(start, ...subPlans.map((plan) => plan.end));
    const failed = subPlans.find((plan) => plan.outcome === 'failed');
    return { end, outcome: failed ? 'failed' : 'succeeded', message: failed ? failed.message : '', subPlans };
  }
  const failure = stepFailure(step);
  return { end: start + env.stepMs, outcome: failure ? 'failed' : 'succeeded', message: failure ?? '' };
}

/**
 * `always`, and comparisons of a context value (`context.readConfig == "true"`, `!=`) are evaluated;
 * any other condition counts as met.
 */
function conditionHolds(condition: string | undefined, context: Record<string, string>): boolean {
  const match = /^context\.(\w+)\s*(==|!=)\s*"([^"]*)"$/.exec(condition?.trim() ?? '');
  if (!match) return true;
  const [, key, operator, value] = match;
  return (context[key] === value) === (operator === '==');
}

function planSteps(steps: StepLike[], mode: string, startAt: number, env: Env): Plan[] {
  const byName = new Map(steps.map((step) => [step.name, step]));
  const plans = new Map<StepLike, Plan>();
  const resolving = new Set<StepLike>();
  const resolve = (step: StepLike, index: number): Plan => {
    const known = plans.get(step);
    if (known) return known;
    resolving.add(step);
    const predecessors =
      mode === 'DAG'
        ? (step.dependsOn ?? []).flatMap((name) => {
            const other = byName.get(name);
            return other && !resolving.has(other) ? [other] : [];
          })
        : steps.slice(Math.max(0, index - 1), index);
    const before = predecessors.map((other) => resolve(other, steps.indexOf(other)));
    resolving.delete(step);
    const ready = Math.max(startAt, ...before.map((plan) => plan.end));
    const poisonedBefore = before.some((plan) => plan.poisoned);
    let plan: Plan;
    if (poisonedBefore && step.if !== 'always') {
      plan = { step, start: ready, end: ready, outcome: 'skipped', message: '', poisoned: true };
    } else if (!conditionHolds(step.if, env.input.context)) {
      plan = { step, start: ready, end: ready, outcome: 'skipped', message: '', poisoned: poisonedBefore };
    } else {
      const result = execute(step, ready, env);
      plan = { step, start: ready, ...result, poisoned: poisonedBefore || result.outcome === 'failed' };
    }
    plans.set(step, plan);
    return plan;
  };
  return steps.map((step, index) => resolve(step, index));
}

function fnv(text: string, seed: number): number {
  let hash = seed;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

/** Stable ids that look like KubeVela's random ten-character step ids. */
export function runStepId(runName: string, stepName: string, parent = ''): string {
  const path = `${runName}/${parent ? `${parent}/` : ''}${stepName}`;
  return (fnv(path, 2166136261).toString(36) + fnv(path, 16777619).toString(36)).padEnd(10, '0').slice(0, 10);
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function render(
  plan: Plan,
  cutoff: number,
  terminatedAt: number,
  runName: string,
  parent = '',
): StepStatus | undefined {
  const done = plan.end <= cutoff;
  const started = plan.start <= cutoff && (done || plan.start < terminatedAt);
  if (!started) return undefined;
  const status: StepStatus = {
    id: runStepId(runName, plan.step.name, parent),
    name: plan.step.name,
    type: plan.step.type,
    phase: plan.outcome,
    message: plan.message,
    firstExecuteTime: iso(plan.start),
    lastExecuteTime: iso(done ? plan.end : plan.start),
  };
  if (!done && cutoff >= terminatedAt) {
    Object.assign(status, { phase: 'failed', reason: 'Terminate', lastExecuteTime: iso(terminatedAt) });
  } else if (!done) {
    status.phase = plan.step.type === 'suspend' ? 'suspending' : 'running';
  }
  if (plan.subPlans) {
    status.subSteps = plan.subPlans.flatMap(
      (sub) => render(sub, cutoff, terminatedAt, runName, plan.step.name) ?? [],
    );
  }
  return status;
}

function flatten(plans: Plan[]): Plan[] {
  return plans.flatMap((plan) => [plan, ...flatten(plan.subPlans ?? [])]);
}

export function simulateRun(input: SimulationInput): SimulatedRun {
  const env: Env = {
    input,
    stepMs: input.stepSeconds * 1000,
    resumes: input.resumes.map((resume) => ({ at: Date.parse(resume.at), step: resume.step })),
  };
  const start = Date.parse(input.startTime);
  const now = input.now.getTime();
  const terminatedAt = input.terminatedAt ? Date.parse(input.terminatedAt) : Infinity;
  const cutoff = Math.min(now, terminatedAt);
  const plans = planSteps(input.steps, input.mode.steps, start, env);
  const steps = plans.flatMap((plan) => render(plan, cutoff, terminatedAt, input.runName) ?? []);
  const base = { startTime: input.startTime, steps, suspend: false, terminated: false };
  if (terminatedAt <= now) {
    return {
      ...base,
      phase: 'terminated',
      finished: true,
      terminated: true,
      message: '',
      endTime: iso(terminatedAt),
    };
  }
  if (plans.every((plan) => plan.end <= now)) {
    const failed = flatten(plans).find((plan) => plan.outcome === 'failed');
    const endTime = iso(Math.max(start, ...plans.map((plan) => plan.end)));
    return {
      ...base,
      phase: failed ? 'failed' : 'succeeded',
      finished: true,
      message: failed?.message ?? '',
      endTime,
    };
  }
  const waiting = flatten(plans).find(
    (plan) => plan.step.type === 'suspend' && plan.start <= now && plan.end > now,
  );
  if (waiting) {
    const message =
      typeof waiting.step.properties?.message === 'string' ? waiting.step.properties.message : '';
    return { ...base, phase: 'suspending', suspend: true, finished: false, message, endTime: '' };
  }
  return { ...base, phase: 'executing', finished: false, message: '', endTime: '' };
}
