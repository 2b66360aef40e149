/**
 * Where an application's workflow run stands at a given time, derived from its plan, its start time,
 * the resumes it received and the simulated step duration, as the workflow-step engine plays them
 * (engine.ts). An application's workflow stops at a failure: the steps after a failed one stay
 * pending and the run fails as soon as one of its steps has.
 *
 * Each step takes one step duration; a suspend step waits for a resume (or its `duration`); a step
 * group plays its sub-steps in its own mode; a DAG step waits only for the steps listed before it.
 */
import type { StepPlan, StepStatus } from '../../store/applicationRecords';
import { playSteps, type PlayedStep, type PlayRules } from './engine';

type SubStepStatus = NonNullable<StepStatus['subSteps']>[number];
type StepTiming = PlayedStep<StepPlan>;

export interface RunState {
  status: 'executing' | 'suspending' | 'succeeded' | 'failed';
  message: string;
  finished: boolean;
  endTime?: number;
  steps: StepStatus[];
}

function phaseAt(timing: StepTiming, at: number): string {
  if (timing.start > at) return 'pending';
  if (timing.end > at) return timing.step.outcome === 'suspend' ? 'suspending' : 'running';
  return timing.outcome === 'failed' ? 'failed' : 'succeeded';
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function toSubStatus(timing: StepTiming, at: number): SubStepStatus {
  const phase = phaseAt(timing, at);
  const status: SubStepStatus = {
    id: timing.step.id,
    name: timing.step.name,
    alias: timing.step.alias,
    type: timing.step.type,
    phase,
    message: phase === 'failed' ? timing.step.failure : '',
    reason: phase === 'failed' ? 'FailedAfterRetries' : phase === 'suspending' ? 'Suspend' : '',
  };
  if (timing.start <= at) {
    status.firstExecuteTime = iso(timing.start);
    status.lastExecuteTime = iso(timing.end <= at ? timing.end : at);
  }
  return status;
}

function toStatus(timing: StepTiming, at: number): StepStatus {
  const status: StepStatus = { ...toSubStatus(timing, at) };
  if (timing.step.type === 'step-group') {
    status.subSteps = (timing.subSteps ?? []).map((sub) => toSubStatus(sub, at));
    const failed = status.subSteps.find((sub) => sub.phase === 'failed');
    if (failed) status.message = failed.message;
  }
  return status;
}

export interface RunInput {
  plan: StepPlan[];
  /** `<steps mode>-<sub-steps mode>`, e.g. StepByStep-DAG */
  mode: string;
  startTime: string;
  resumes: Record<string, string>;
}

/** The engine's rules for an application's workflow: its plan fixed each step's outcome. */
function applicationRules(stepSeconds: number, resumes: Record<string, string>): PlayRules<StepPlan> {
  return {
    stepMs: Math.max(0, stepSeconds) * 1000,
    afterFailure: 'stop',
    dependencies: 'listed',
    name: (plan) => plan.name,
    dependsOn: (plan) => plan.dependsOn,
    action: (plan) => {
      if (plan.type === 'step-group') return { kind: 'group', mode: plan.subMode, steps: plan.subSteps };
      if (plan.outcome === 'suspend') {
        const timeoutMs = plan.suspendSeconds === undefined ? undefined : plan.suspendSeconds * 1000;
        return { kind: 'suspend', timeoutMs };
      }
      return { kind: 'work', failure: plan.outcome === 'fail' ? plan.failure : undefined };
    },
    resumedAt: (plan, start) => {
      const resumed = resumes[plan.name];
      return resumed === undefined ? undefined : Math.max(start, Date.parse(resumed));
    },
  };
}

export function deriveRun(run: RunInput, now: number, stepSeconds: number): RunState {
  const t0 = Date.parse(run.startTime);
  const timings = playSteps(run.plan, run.mode.split('-')[0], t0, applicationRules(stepSeconds, run.resumes));
  const failed = timings.filter((t) => t.outcome === 'failed' && t.end <= now);
  if (failed.length) {
    const endTime = Math.min(...failed.map((t) => t.end));
    const steps = timings.map((t) => toStatus(t, endTime));
    const first = steps.find((s) => s.phase === 'failed');
    const message = `step ${first?.name ?? ''} failed: ${first?.message ?? ''}`;
    return { status: 'failed', message, finished: true, endTime, steps };
  }
  if (timings.every((t) => t.end <= now)) {
    const endTime = Math.max(t0, ...timings.map((t) => t.end));
    return {
      status: 'succeeded',
      message: '',
      finished: true,
      endTime,
      steps: timings.map((t) => toStatus(t, endTime)),
    };
  }
  const steps = timings.map((t) => toStatus(t, now));
  const phases = steps.flatMap((s) => (s.subSteps?.length ? s.subSteps : [s]).map((leaf) => leaf.phase));
  const waiting = !phases.includes('running') && phases.includes('suspending');
  return { status: waiting ? 'suspending' : 'executing', message: '', finished: false, steps };
}

/** Steps of a run stopped early: whatever was still going gets `phase`. */
export function stopSteps(steps: StepStatus[], phase: string, reason: string): StepStatus[] {
  const stop = <T extends SubStepStatus>(step: T): T =>
    step.phase === 'running' || step.phase === 'suspending' ? { ...step, phase, reason, message: '' } : step;
  return steps.map((step) => ({
    ...stop(step),
    ...(step.subSteps ? { subSteps: step.subSteps.map(stop) } : {}),
  }));
}
