import { markReported, reportedRecently } from './telemetrySchedule';
import { telemetryPayload, type BrowserInfo, type SystemInfo } from './telemetryPayload';

export interface UsageReportContext {
  /** From the server's VELA_TELEMETRY_URL; undefined (the default) means never report. */
  address: URL | undefined;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  loadSystemInfo: () => Promise<SystemInfo>;
  browser: () => BrowserInfo;
  post: (address: URL, payload: unknown) => Promise<unknown>;
}

/**
 * Reports usage statistics at most once per 24 hours, and only when the server names an address and
 * the platform's data collection switch is on. Without an address nothing is asked or sent. A failed
 * report counts as made: it is not retried before the next day.
 */
export async function reportUsage(context: UsageReportContext): Promise<'sent' | 'skipped'> {
  const { address, storage, now } = context;
  if (!address || reportedRecently(storage, now())) return 'skipped';
  const info = await context.loadSystemInfo();
  if (!info.enableCollection || reportedRecently(storage, now())) return 'skipped';
  markReported(storage, now());
  try {
    await context.post(address, telemetryPayload(info, context.browser()));
  } catch {
    // The collector is someone else's server; the console works the same without it.
  }
  return 'sent';
}

// One attempt per page load, however often the layout mounts (StrictMode mounts twice).
let attempt: Promise<unknown> | undefined;

/** reportUsage, once per page load; a failure to read the system info is no one's concern. */
export function reportUsageOnce(context: UsageReportContext): Promise<unknown> {
  attempt ??= reportUsage(context).catch(() => 'skipped');
  return attempt;
}

/** Forgets this page load's attempt: for tests, which load the console many times in one page. */
export function forgetUsageReportAttempt(): void {
  attempt = undefined;
}

/** A cross-origin POST that carries no cookies, credentials or referrer, and outlives the page. */
export function postReport(address: URL, payload: unknown): Promise<Response> {
  return fetch(address, {
    method: 'POST',
    mode: 'cors',
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
}
