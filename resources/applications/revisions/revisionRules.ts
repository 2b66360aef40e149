import type { StatusTone } from '@src/common/kit';
import type { components } from '../../../contract/api';

export type Revision = components['schemas']['v1.ApplicationRevisionBase'] & { id: string };
export type RevisionDetail = components['schemas']['v1.DetailRevisionResponse'] & { id: string };

/** The statuses a revision can have, in the order the filter offers them. */
export const REVISION_STATUSES = [
  'init',
  'running',
  'complete',
  'failure',
  'terminated',
  'rollback',
] as const;

const tones: Record<string, StatusTone> = {
  complete: 'succeeded',
  failure: 'failed',
  running: 'running',
};

/** The catalog key of a known status; an unknown one is shown as the server wrote it. */
export const revisionStatusLabel = (status: string) =>
  (REVISION_STATUSES as readonly string[]).includes(status)
    ? `resources.appRevisions.status.${status}`
    : status;

export const revisionTone = (status: string): StatusTone => tones[status] ?? 'neutral';

/** Only a finished revision can be rolled back to: one that completed, or one that was terminated (which asks first). */
export const canRollback = (status: string) => status === 'complete' || status === 'terminated';
