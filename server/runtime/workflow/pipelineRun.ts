/**
 * A pipeline run (WorkflowRun) as the workflow-step engine plays it (engine.ts): its status at a
 * given time, computed from its steps, start time, resumes and termination. Every step takes
 * `stepSeconds`; a suspend step waits for a resume (or its `duration`); a step of an unknown type, or
 * a request/webhook/notification whose address is not http(s), fails. The steps waiting for a failed
 * one are skipped (unless `if: always`) and the run plays on; DAG starts each step once its
 * `dependsOn` steps are done, wherever they are listed. A step whose `if` compares a context value
 * that does not match is skipped.
 */
import { join } from 'node:path';
import type { Schemas, ServiceContext } from '../../context';
import type { Stored } from '../../store/documentStore';
import type { PipelineStep, RunMode } from '../../store/pipelineRecords';
import { readYaml } from '../definitions/catalogue';
import { findDefinition } from '../definitions/installed';
import { never, playSteps, type PlayedStep, type PlayRules } from './engine';
import { stepFailure } from './stepFailures';

export type StepStatus = Schemas['v1alpha1.WorkflowStepStatus'];
type StepLike = Schemas['model.WorkflowStepBase'] & {
  subSteps?: Schemas['model.WorkflowStepBase'][];
  mode?: string;
};
type Plan = PlayedStep<StepLike>;

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

/** Go durations as suspend steps use them: `30s`, `5m`, `1h30m`. */
export function durationMs(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text.trim());
  if (!match || !text.trim()) return undefined;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
}

/** A resume names its step, or none to resume every suspended step; only a later one counts. */
function resumeTime(input: SimulationInput): (step: StepLike, start: number) => number | undefined {
  const resumes = input.resumes.map((resume) => ({ at: Date.parse(resume.at), step: resume.step }));
  return (step, start) => {
    const resumed = resumes
      .filter((resume) => (resume.step === '' || resume.step === step.name) && resume.at >= start)
      .map((resume) => resume.at);
    return resumed.length > 0 ? Math.min(...resumed) : undefined;
  };
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

/** The engine's rules for a WorkflowRun: a step's outcome comes from its type and properties. */
function workflowRunRules(input: SimulationInput): PlayRules<StepLike> {
  return {
    stepMs: input.stepSeconds * 1000,
    afterFailure: 'skip',
    dependencies: 'any',
    name: (step) => step.name,
    dependsOn: (step) => step.dependsOn ?? [],
    action: (step) => {
      if (!input.isKnownStepType(step.type)) {
        // The controller's own words when it cannot load a step's definition.
        return { kind: 'work', failure: `workflowstepdefinitions.core.oam.dev "${step.type}" not found` };
      }
      if (step.type === 'suspend')
        return { kind: 'suspend', timeoutMs: durationMs(step.properties?.duration) };
      if (step.type === 'step-group') {
        return { kind: 'group', mode: step.mode || input.mode.subSteps, steps: step.subSteps ?? [] };
      }
      return { kind: 'work', failure: stepFailure(step) };
    },
    resumedAt: resumeTime(input),
    condition: (step) => ({ holds: conditionHolds(step.if, input.context), always: step.if === 'always' }),
  };
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
  if (plan.subSteps) {
    status.subSteps = plan.subSteps.flatMap(
      (sub) => render(sub, cutoff, terminatedAt, runName, plan.step.name) ?? [],
    );
  }
  return status;
}

function flatten(plans: Plan[]): Plan[] {
  return plans.flatMap((plan) => [plan, ...flatten(plan.subSteps ?? [])]);
}

export function simulateRun(input: SimulationInput): SimulatedRun {
  const start = Date.parse(input.startTime);
  const now = input.now.getTime();
  const terminatedAt = input.terminatedAt ? Date.parse(input.terminatedAt) : never;
  const cutoff = Math.min(now, terminatedAt);
  const plans = playSteps<StepLike>(input.steps, input.mode.steps, start, workflowRunRules(input));
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

/** vela-workflow's own step types: a run knows them whatever definitions the platform has. */
const builtinStepTypes = new Set(
  readYaml(join(import.meta.dirname, '../../data/definitions/workflow-builtin-steps.yaml')) as string[],
);

/** A stored run as it stands now on the sandbox clock; a step type the cluster has no definition of fails. */
export function simulatePipelineRun(ctx: ServiceContext, run: Stored<'pipelineRun'>): SimulatedRun {
  return simulateRun({
    runName: run.name,
    steps: run.steps,
    mode: run.mode,
    startTime: run.startTime,
    resumes: run.resumes,
    terminatedAt: run.terminatedAt,
    stepSeconds: ctx.settings.runtimeStepSeconds,
    now: ctx.now(),
    context: run.context,
    isKnownStepType: (type) =>
      builtinStepTypes.has(type) || findDefinition(ctx, 'workflowstep', type) !== undefined,
  });
}
