import { getToken } from '../authProvider/session/session';
import type { Http, HttpRequestInit, HttpResponse } from './httpClient';

/** How long an early read's answer still stands in for the same request: the first screen's time. */
export const EARLY_READ_KEEP_MS = 3_000;

interface EarlyRead {
  token: string;
  answer: Promise<HttpResponse>;
  /** When the answer arrived (Date.now()); unset while it is under way. */
  answeredAt?: number;
}

export interface EarlyReads {
  /** The HTTP client, answering a GET of a path read early from that read. */
  http: Http;
  /** Starts a GET of `path` now, in the session's name, for the page that will ask for it (none signed out). */
  read: (path: string) => void;
}

function isPlainRead(init: HttpRequestInit): boolean {
  return (init.method ?? 'GET') === 'GET' && init.body === undefined && init.headers === undefined;
}

function abortable<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    answer.then(resolve, reject);
  });
}

/**
 * Reads started before the console's code has loaded (issue 35), so that a page's data comes in the same
 * network round as its scripts. The same GET, in the same session, shortly after takes the early answer
 * instead of asking again; a failed early read is asked again (and then reported), and any write drops
 * them all, so nothing a user changes is answered from before the change.
 */
export function withEarlyReads(http: Http, now: () => number = Date.now): EarlyReads {
  const reads = new Map<string, EarlyRead>();

  function stillStands(path: string): EarlyRead | undefined {
    const early = reads.get(path);
    if (!early) return undefined;
    const fresh = early.answeredAt === undefined || now() - early.answeredAt <= EARLY_READ_KEEP_MS;
    if (fresh && early.token === getToken()) return early;
    reads.delete(path);
    return undefined;
  }

  return {
    read: (path) => {
      const token = getToken();
      if (!token || stillStands(path)) return;
      const early: EarlyRead = { token, answer: http(path, { silent: true }) };
      reads.set(path, early);
      early.answer.then(
        () => (early.answeredAt = now()),
        () => reads.get(path) === early && reads.delete(path),
      );
    },
    http: (path, init = {}) => {
      if (!isPlainRead(init)) {
        reads.clear();
        return http(path, init);
      }
      const early = stillStands(path);
      if (!early) return http(path, init);
      return abortable(
        early.answer.catch(() => http(path, init)),
        init.signal,
      );
    },
  };
}
