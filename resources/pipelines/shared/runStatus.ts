import type { StatusTone } from '@src/common/kit';

/** The spec's pipeline run poll period. */
export const RUN_POLL_MS = 5000;

export const RUN_STATUSES = [
  'executing',
  'suspending',
  'failed',
  'succeeded',
  'terminated',
  'pending',
] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** The spec's run statuses; anything else (empty, initializing, …) shows as pending. */
export function runStatus(status: string | undefined): RunStatus {
  return RUN_STATUSES.find((known) => known === status) ?? 'pending';
}

const TERMINAL: ReadonlySet<RunStatus> = new Set(['terminated', 'failed', 'succeeded']);

/** A run in one of these statuses will not change again. */
export function isTerminal(status: string | undefined): boolean {
  return TERMINAL.has(runStatus(status));
}

/** How long to wait before reading a run again: every 5 s until it is terminal, then never. */
export function runPollInterval(status: string | undefined): number | false {
  return isTerminal(status) ? false : RUN_POLL_MS;
}

/** What the run header offers in a status. */
export function runActions(status: string | undefined) {
  const known = runStatus(status);
  return {
    /** Stop is shown while the run executes or waits for approval. */
    stop: known === 'executing' || known === 'suspending',
    /** Rerun is enabled only once the run has ended. */
    rerun: isTerminal(known),
    /** 'This Pipeline need you approve.' with Terminate and Resume. */
    approval: known === 'suspending',
  };
}

const TONES: Record<RunStatus, StatusTone> = {
  executing: 'running',
  suspending: 'running',
  failed: 'failed',
  succeeded: 'succeeded',
  terminated: 'neutral',
  pending: 'neutral',
};

export const runTone = (status: string | undefined): StatusTone => TONES[runStatus(status)];
