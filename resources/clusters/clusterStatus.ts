import type { StatusTone } from '@src/common/kit';

export interface ShownStatus {
  /** A catalog key, or the status itself when it is not a known one. */
  label: string;
  tone: StatusTone;
}

const HEALTH: Record<string, StatusTone> = { Healthy: 'succeeded', Unhealthy: 'failed' };

/** A joined cluster's health: Healthy green, Unhealthy red, anything else as sent, in grey. */
export function clusterHealth(status: string | undefined): ShownStatus {
  const value = status ?? '';
  if (!Object.hasOwn(HEALTH, value)) return { label: value, tone: 'neutral' };
  return { label: `resources.clusters.status.${value}`, tone: HEALTH[value] };
}

const CLOUD_TONES: Record<string, StatusTone> = {
  initial: 'running',
  failed: 'failed',
  running: 'succeeded',
  updating: 'running',
  updating_failed: 'failed',
  scaling: 'running',
  stopped: 'neutral',
  deleting: 'running',
  deleted: 'neutral',
  delete_failed: 'failed',
};

/** A cloud provider's cluster state (Aliyun ACK's ten), in words of the user's language. */
export function cloudClusterStatus(status: string | undefined): ShownStatus {
  const value = status ?? '';
  if (!Object.hasOwn(CLOUD_TONES, value)) return { label: value, tone: 'neutral' };
  return { label: `resources.clusters.cloud.status.${value}`, tone: CLOUD_TONES[value] };
}
