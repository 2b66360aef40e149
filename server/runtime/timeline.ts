/**
 * Where a workflow run stands at a given time, derived from its plan, its start time, the resumes it
 * received and the simulated step duration. Pure: the same inputs always give the same state, so
 * real time, instant mode and a test clock all go through this one function.
 *
 * A step starts when the steps it waits for (the previous one in StepByStep mode, its `dependsOn` in
 * DAG mode) have succeeded, and takes one step duration; a suspend step waits for a resume (or its
 * `duration`); a step group plays its sub-steps in its own mode.
 */
import type { StepPlan, StepStatus } from '../store/applicationRecords';

type SubStepStatus = NonNullable<StepStatus['subSteps']>[number];

interface PlayRules {
  stepMs: number;
  resumes: Record<string, number>;
}

interface StepTiming {
  plan: StepPlan;
  start?: number;
  end?: number;
  ok: boolean;
  subSteps: StepTiming[];
}

export interface RunState {
  status: 'executing' | 'suspending' | 'succeeded' | 'failed';
  message: string;
  finished: boolean;
  endTime?: number;
  steps: StepStatus[];
}

function latest(times: number[], floor: number): number {
  return Math.max(floor, ...times);
}

function playStep(plan: StepPlan, start: number | undefined, rules: PlayRules): StepTiming {
  if (start === undefined) {
    return { plan, ok: true, subSteps: plan.subSteps.map((sub) => playStep(sub, undefined, rules)) };
  }
  if (plan.type === 'step-group') {
    const subSteps = play(plan.subSteps, plan.subMode, start, rules);
    const failedEnds = subSteps.flatMap((s) => (!s.ok && s.end !== undefined ? [s.end] : []));
    if (failedEnds.length) return { plan, start, end: Math.min(...failedEnds), ok: false, subSteps };
    const open = subSteps.some((s) => s.end === undefined);
    const end = open
      ? undefined
      : latest(
          subSteps.map((s) => s.end ?? start),
          start,
        );
    return { plan, start, end, ok: true, subSteps };
  }
  if (plan.outcome === 'suspend') {
    const resumed = rules.resumes[plan.name];
    const candidates = [
      ...(resumed === undefined ? [] : [Math.max(start, resumed)]),
      ...(plan.suspendSeconds === undefined ? [] : [start + plan.suspendSeconds * 1000]),
    ];
    const end = candidates.length ? Math.min(...candidates) : undefined;
    return { plan, start, end, ok: true, subSteps: [] };
  }
  return { plan, start, end: start + rules.stepMs, ok: plan.outcome !== 'fail', subSteps: [] };
}

function play(plans: StepPlan[], mode: string, t0: number, rules: PlayRules): StepTiming[] {
  const timings: StepTiming[] = [];
  plans.forEach((plan, index) => {
    const waitsFor =
      mode === 'DAG'
        ? plan.dependsOn.flatMap((name) => timings.filter((t) => t.plan.name === name))
        : timings.slice(index - 1, index);
    const blocked = waitsFor.some((t) => t.end === undefined || !t.ok);
    const start = blocked
      ? undefined
      : latest(
          waitsFor.map((t) => t.end ?? t0),
          t0,
        );
    timings.push(playStep(plan, start, rules));
  });
  return timings;
}

function phaseAt(timing: StepTiming, at: number): string {
  if (timing.start === undefined || timing.start > at) return 'pending';
  if (timing.end === undefined || timing.end > at) {
    return timing.plan.outcome === 'suspend' ? 'suspending' : 'running';
  }
  return timing.ok ? 'succeeded' : 'failed';
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function toSubStatus(timing: StepTiming, at: number): SubStepStatus {
  const phase = phaseAt(timing, at);
  const status: SubStepStatus = {
    id: timing.plan.id,
    name: timing.plan.name,
    alias: timing.plan.alias,
    type: timing.plan.type,
    phase,
    message: phase === 'failed' ? timing.plan.failure : '',
    reason: phase === 'failed' ? 'FailedAfterRetries' : phase === 'suspending' ? 'Suspend' : '',
  };
  if (timing.start !== undefined && timing.start <= at) {
    status.firstExecuteTime = iso(timing.start);
    status.lastExecuteTime = iso(timing.end !== undefined && timing.end <= at ? timing.end : at);
  }
  return status;
}

function toStatus(timing: StepTiming, at: number): StepStatus {
  const status: StepStatus = { ...toSubStatus(timing, at) };
  if (timing.plan.type === 'step-group') {
    status.subSteps = timing.subSteps.map((sub) => toSubStatus(sub, at));
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

export function deriveRun(run: RunInput, now: number, stepSeconds: number): RunState {
  const resumes = Object.fromEntries(Object.entries(run.resumes).map(([k, v]) => [k, Date.parse(v)]));
  const t0 = Date.parse(run.startTime);
  const timings = play(run.plan, run.mode.split('-')[0], t0, {
    stepMs: Math.max(0, stepSeconds) * 1000,
    resumes,
  });
  const failed = timings.filter((t) => !t.ok && t.end !== undefined && t.end <= now);
  if (failed.length) {
    const endTime = Math.min(...failed.map((t) => t.end ?? now));
    const steps = timings.map((t) => toStatus(t, endTime));
    const first = steps.find((s) => s.phase === 'failed');
    const message = `step ${first?.name ?? ''} failed: ${first?.message ?? ''}`;
    return { status: 'failed', message, finished: true, endTime, steps };
  }
  if (timings.every((t) => t.end !== undefined && t.end <= now)) {
    const endTime = latest(
      timings.map((t) => t.end ?? t0),
      t0,
    );
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
