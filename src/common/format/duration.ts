/** Seconds as `45s`, or past a minute as minutes and seconds: `2m5s`. */
export function formatDuration(totalSeconds: number): string {
  if (!Number.isFinite(totalSeconds) || totalSeconds < 0) return '';
  const seconds = Math.round(totalSeconds);
  if (seconds <= 60) return `${seconds}s`;
  return `${Math.floor(seconds / 60)}m${seconds % 60}s`;
}

/** The time between two instants, formatted as by `formatDuration`; empty when either is missing. */
export function formatElapsed(start: string | Date | undefined, end: string | Date | undefined): string {
  if (!start || !end) return '';
  const ms = new Date(end).getTime() - new Date(start).getTime();
  return Number.isNaN(ms) ? '' : formatDuration(ms / 1000);
}
