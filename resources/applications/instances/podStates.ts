import type { ContainerStateName } from '@dataProvider/verbs/podLogs';
import type { StatusTone } from '@src/common/kit';

/** Pod phase colours (spec §4): Running green, and so is a finished job; Failed red; Pending yellow. */
export function podPhaseTone(phase: string): StatusTone {
  if (phase === 'Running' || phase === 'Succeeded') return 'succeeded';
  if (phase === 'Failed') return 'failed';
  if (phase === 'Pending') return 'running';
  return 'neutral';
}

/** Container state colours (spec §4) as theme paths: running green, terminated red, waiting orange. */
export const CONTAINER_STATE_COLOUR: Record<ContainerStateName, string> = {
  running: 'status.succeeded',
  terminated: 'status.failed',
  waiting: 'warning.main',
  unknown: 'status.neutral',
};

/** The pod table's columns, by their catalog key under `resources.appInstances.columns`. */
export const POD_COLUMNS = [
  'name',
  'component',
  'cluster',
  'phase',
  'podIP',
  'node',
  'revision',
  'created',
  'actions',
];
