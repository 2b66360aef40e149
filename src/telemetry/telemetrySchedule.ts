/** Specification §9: the local-storage key of the last report, and how long until the next one. */
export const TELEMETRY_KEY = 'telemetryDataCollection';
export const TELEMETRY_INTERVAL_MS = 24 * 60 * 60 * 1000;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether this browser reported in the last 24 hours (a report dated in the future counts too). */
export function reportedRecently(storage: Store, now: number): boolean {
  const last = Number(storage.getItem(TELEMETRY_KEY));
  return Number.isFinite(last) && last > 0 && now - last < TELEMETRY_INTERVAL_MS;
}

export function markReported(storage: Store, now: number): void {
  storage.setItem(TELEMETRY_KEY, String(now));
}
