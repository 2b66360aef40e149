import type { StatusTone } from '@src/common/kit';

export type StepPhase = 'succeeded' | 'failed' | 'skipped' | 'running' | 'stopped' | 'pending';

const KNOWN_PHASES: readonly string[] = ['succeeded', 'failed', 'skipped', 'running', 'stopped'];

/** The spec's step phases; anything else (empty, suspending, …) reads as pending. */
export function stepPhase(phase: string | undefined): StepPhase {
  return KNOWN_PHASES.includes(phase ?? '') ? (phase as StepPhase) : 'pending';
}

const PHASE_TONES: Record<StepPhase, StatusTone> = {
  succeeded: 'succeeded',
  failed: 'failed',
  running: 'running',
  skipped: 'neutral',
  stopped: 'neutral',
  pending: 'neutral',
};

export const phaseTone = (phase: StepPhase): StatusTone => PHASE_TONES[phase];
