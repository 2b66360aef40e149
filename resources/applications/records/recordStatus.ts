import type { StatusTone } from '@src/common/kit';

/** The spec's record poll period. */
export const RECORD_POLL_MS = 3000;

const FINAL_STATUSES = new Set(['terminated', 'failed', 'succeeded']);

/** A record in one of these statuses will not change again: polling stops. */
export function isFinalStatus(status: string | undefined): boolean {
  return FINAL_STATUSES.has(status ?? '');
}

/** How long to wait before reading a record again: every 3 s until it is final, then never. */
export function recordPollInterval(status: string | undefined): number | false {
  return isFinalStatus(status) ? false : RECORD_POLL_MS;
}

/** Only a record waiting for approval can be continued, terminated or rolled back. */
export function offersApproval(status: string | undefined): boolean {
  return status === 'suspending';
}

const STATUS_TONES: Record<string, StatusTone> = {
  succeeded: 'succeeded',
  failed: 'failed',
  terminated: 'neutral',
  executing: 'running',
  suspending: 'running',
  initializing: 'neutral',
};

export const recordTone = (status: string | undefined): StatusTone => STATUS_TONES[status ?? ''] ?? 'neutral';
