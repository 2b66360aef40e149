/**
 * The sandbox's workflow-step engine: it plays the steps of an application's workflow, of a
 * pipeline run (WorkflowRun) and of a config distribution over the sandbox clock. Pure: the same
 * steps, start time, resumes and step duration always give the same timings, so real time, instant
 * mode and a test clock all go through it; each caller turns the timings into its own API's statuses.
 *
 * A step starts when the steps it waits for are done: the previous one in StepByStep mode, its
 * `dependsOn` in DAG mode. Work takes one step duration and succeeds or fails; a suspend step waits
 * for a resume or its timeout; a step group plays its sub-steps in its own mode.
 *
 * What a failure does is the caller's rule (`afterFailure`):
 * - `stop` (an application's workflow): the steps that wait for a failed step never start, and a
 *   group ends, failed, at its first failed sub-step.
 * - `skip` (a WorkflowRun): the steps that wait for a failed step are skipped at once, unless their
 *   condition says `always`; a group ends when all its sub-steps have, failed if one of them failed.
 *   A step whose condition does not hold is skipped too.
 */

/** The time of a start or an end that never comes. */
export const never = Number.POSITIVE_INFINITY;

export type StepOutcome = 'succeeded' | 'failed' | 'skipped';

/** What a step does once started; `failure` set (even empty) makes work fail with it as the message. */
export type StepAction<S> =
  | { kind: 'work'; failure?: string }
  | { kind: 'suspend'; timeoutMs?: number }
  | { kind: 'group'; mode: string; steps: S[] };

export interface PlayRules<S> {
  /** How long work takes. */
  stepMs: number;
  afterFailure: 'stop' | 'skip';
  /**
   * Which `dependsOn` steps a DAG step waits for: `listed` only those listed before it (every step of
   * that name), `any` the last step of each name, wherever it is listed (a dependency cycle is cut).
   */
  dependencies: 'listed' | 'any';
  name(step: S): string;
  dependsOn(step: S): string[];
  action(step: S): StepAction<S>;
  /** When the suspend step, started at `start`, was resumed; undefined if it was not. */
  resumedAt(step: S, start: number): number | undefined;
  /** Under `skip`: whether the step runs at all, and whether it runs even after a failure. */
  condition?(step: S): { holds: boolean; always: boolean };
}

export interface PlayedStep<S> {
  step: S;
  /** `never` for a step that does not start. */
  start: number;
  /** `never` for a step that does not end. */
  end: number;
  outcome: StepOutcome;
  message: string;
  /** The played sub-steps of a step played as a group; absent for every other step. */
  subSteps?: PlayedStep<S>[];
}

interface Resolved<S> {
  played: PlayedStep<S>;
  /** Under `skip`: this step or one it waited for failed, so the steps waiting for it are skipped. */
  tainted: boolean;
}

function playGroup<S>(
  step: S,
  start: number,
  group: { mode: string; steps: S[] },
  rules: PlayRules<S>,
): PlayedStep<S> {
  const subSteps = playSteps(group.steps, group.mode, start, rules);
  const ends = subSteps.map((sub) => sub.end);
  if (rules.afterFailure === 'stop') {
    const failed = subSteps.filter((sub) => sub.outcome === 'failed' && sub.end !== never);
    if (failed.length) {
      const end = Math.min(...failed.map((sub) => sub.end));
      return { step, start, end, outcome: 'failed', message: failed[0].message, subSteps };
    }
    const end = ends.includes(never) ? never : Math.max(start, ...ends);
    return { step, start, end, outcome: 'succeeded', message: '', subSteps };
  }
  const failed = subSteps.find((sub) => sub.outcome === 'failed');
  const end = Math.max(start, ...ends);
  return {
    step,
    start,
    end,
    outcome: failed ? 'failed' : 'succeeded',
    message: failed?.message ?? '',
    subSteps,
  };
}

function playStep<S>(step: S, start: number, rules: PlayRules<S>): PlayedStep<S> {
  const action = rules.action(step);
  if (action.kind === 'group') return playGroup(step, start, action, rules);
  if (action.kind === 'suspend') {
    const ends = [
      rules.resumedAt(step, start),
      action.timeoutMs === undefined ? undefined : start + action.timeoutMs,
    ];
    const known = ends.filter((end): end is number => end !== undefined);
    return { step, start, end: known.length ? Math.min(...known) : never, outcome: 'succeeded', message: '' };
  }
  const failed = action.failure !== undefined;
  return {
    step,
    start,
    end: start + rules.stepMs,
    outcome: failed ? 'failed' : 'succeeded',
    message: action.failure ?? '',
  };
}

function skipped<S>(step: S, at: number): PlayedStep<S> {
  return { step, start: at, end: at, outcome: 'skipped', message: '' };
}

function playAfter<S>(step: S, before: Resolved<S>[], t0: number, rules: PlayRules<S>): Resolved<S> {
  const ready = Math.max(t0, ...before.map(({ played }) => played.end));
  if (rules.afterFailure === 'stop') {
    const blocked = before.some(({ played }) => played.end === never || played.outcome === 'failed');
    return { played: playStep(step, blocked ? never : ready, rules), tainted: false };
  }
  const taintedBefore = before.some((resolved) => resolved.tainted);
  const condition = rules.condition?.(step) ?? { holds: true, always: false };
  if (taintedBefore && !condition.always) return { played: skipped(step, ready), tainted: true };
  if (!condition.holds) return { played: skipped(step, ready), tainted: taintedBefore };
  const played = playStep(step, ready, rules);
  return { played, tainted: taintedBefore || played.outcome === 'failed' };
}

/** Plays `steps` in `mode` (StepByStep or DAG) from `t0`; times are epoch milliseconds. */
export function playSteps<S>(steps: S[], mode: string, t0: number, rules: PlayRules<S>): PlayedStep<S>[] {
  const lastOfName = new Map(steps.map((step, index) => [rules.name(step), index]));
  const resolved = new Map<number, Resolved<S>>();
  const resolving = new Set<number>();
  const waitsFor = (index: number): number[] => {
    if (mode !== 'DAG') return index > 0 ? [index - 1] : [];
    const names = rules.dependsOn(steps[index]);
    if (rules.dependencies === 'listed') {
      return steps.flatMap((step, other) =>
        other < index && names.includes(rules.name(step)) ? [other] : [],
      );
    }
    return names.flatMap((name) => {
      const other = lastOfName.get(name);
      return other === undefined || resolving.has(other) ? [] : [other];
    });
  };
  const resolve = (index: number): Resolved<S> => {
    const known = resolved.get(index);
    if (known) return known;
    resolving.add(index);
    const before = waitsFor(index).map(resolve);
    resolving.delete(index);
    const result = playAfter(steps[index], before, t0, rules);
    resolved.set(index, result);
    return result;
  };
  return steps.map((_, index) => resolve(index).played);
}
