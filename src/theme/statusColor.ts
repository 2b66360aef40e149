import type { StatusPalette } from './palette';

/** Which status colour a phase takes: succeeded green, failed red, anything else (running, pending…) yellow. */
export function statusColorKey(phase: string | undefined): keyof StatusPalette {
  const normalized = (phase ?? '').toLowerCase();
  if (normalized === 'succeeded' || normalized === 'success' || normalized === 'completed')
    return 'succeeded';
  if (normalized === 'failed' || normalized === 'failure' || normalized === 'error') return 'failed';
  return 'running';
}
