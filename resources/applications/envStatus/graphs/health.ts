import type { Palette } from '@mui/material/styles';

/** How a node's health reads (spec §4): UnHealthy as an error, Progressing as a warning. */
export type HealthTone = 'healthy' | 'error' | 'warning' | 'unknown';

export function healthTone(code: string | undefined): HealthTone {
  switch (code) {
    case 'Healthy':
      return 'healthy';
    case 'UnHealthy':
      return 'error';
    case 'Progressing':
      return 'warning';
    default:
      return 'unknown';
  }
}

/** The theme's colour of a tone: the status green and grey, the palette's error and warning. */
export function healthColor(palette: Palette, tone: HealthTone): string {
  switch (tone) {
    case 'healthy':
      return palette.status.succeeded;
    case 'error':
      return palette.error.main;
    case 'warning':
      return palette.warning.main;
    default:
      return palette.status.neutral;
  }
}
