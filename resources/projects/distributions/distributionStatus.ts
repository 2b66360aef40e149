import type { StatusTone } from '@src/common/kit';
import { statusTone } from '@src/common/kit';
import type { components } from '../../../contract/api';

type Schemas = components['schemas'];
export type Distribution = Schemas['config.Distribution'] & { id: string };

export interface TargetPhase {
  clusterName: string;
  namespace: string;
  phase?: string;
  message?: string;
}

/** Each target with the phase of its deploy step, which the workflow names `deploy-{cluster}-{namespace}`. */
export function targetPhases(distribution: Distribution): TargetPhase[] {
  const steps = distribution.status?.workflow?.steps ?? [];
  return (distribution.targets ?? []).map((target) => {
    const step = steps.find((each) => each.name === `deploy-${target.clusterName}-${target.namespace}`);
    return { ...target, phase: step?.phase, message: step?.message };
  });
}

/** The distribution's application status as the user reads it: `running` means it has completed. */
export function distributionStatus(status: string | undefined): { label: string; tone: StatusTone } {
  if (status === 'running')
    return { label: 'resources.projectDistributions.status.completed', tone: 'succeeded' };
  return { label: status ?? '', tone: statusTone(status) };
}
