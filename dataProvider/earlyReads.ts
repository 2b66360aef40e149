import { getToken } from '../authProvider/session/session';
import { isApiError, REFRESH_TOKEN_EXPIRED, TOKEN_EXPIRED, TOKEN_INVALID } from './apiError';
import {
  announceFailure,
  takeAnswer,
  type Http,
  type HttpRequestInit,
  type HttpResponse,
} from './httpClient';
import type { StartScriptReads } from './startScriptReads';

/** How long an early read's answer still stands in for the same request: the first screen's time. */
export const EARLY_READ_KEEP_MS = 3_000;

interface EarlyRead {
  token: string;
  answer: Promise<HttpResponse>;
  /** When the answer or the failure arrived (Date.now()); unset while it is under way. */
  answeredAt?: number;
  /** Whether a request took it: then it stands only for the requests of that same moment. */
  taken?: boolean;
  /** The answer, once it came and was not a failure. */
  response?: HttpResponse;
}

export interface EarlyReads {
  /** The HTTP client, answering a GET of a path read early from that read. */
  http: Http;
  /**
   * Starts a GET of `path` now, in the session's name, for the page that will ask for it, unless one stands
   * already; its answer either way, for reads that need it (none signed out).
   */
  read: (path: string) => Promise<HttpResponse> | undefined;
  /** Settles once every read the start script sends (those following another's answer too) is taken over. */
  startScriptTaken: Promise<unknown>;
  /**
   * The answer of a GET of `path` read early, if it is in and was not a failure, taken as a request would
   * take it (standing for that moment only); else undefined. For a page to be drawn with it at once.
   */
  answeredNow: (path: string) => HttpResponse | undefined;
}

/** The token refusals the HTTP client answers by renewing or ending the session. */
const SESSION_CODES = new Set([TOKEN_EXPIRED, TOKEN_INVALID, REFRESH_TOKEN_EXPIRED]);

const refusesToken = (error: unknown) => isApiError(error) && SESSION_CODES.has(error.businessCode ?? 0);

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
 * instead of asking again: every request of the moment the page first asks for it (a list and a filter
 * drawn together), never a later one, so Retry and Refresh always ask the server. A failed early read is the answer of the first request that takes it, reported
 * as that request reports its own failures (the early read is silent); the next one asks again. An early
 * read leaves the session alone: when the server refuses the token, the request asks again itself and
 * renews or ends the session as any request does, once the UI is there to say so. Any write
 * drops them all, so nothing a user changes is answered from before the change. The reads index.html's
 * start script sent (`startScript`) are early reads too, their answers taken as the HTTP client takes
 * its own: `read` does not send them again.
 */
export function withEarlyReads(
  http: Http,
  now: () => number = Date.now,
  startScript?: StartScriptReads,
): EarlyReads {
  const reads = new Map<string, EarlyRead>();

  // The requests the page sends together run in one task; whatever comes in a later task asks again.
  function dropAfterThisTask(path: string, early: EarlyRead) {
    setTimeout(() => {
      if (reads.get(path) === early) reads.delete(path);
    }, 0);
  }

  function stillStands(path: string): EarlyRead | undefined {
    const early = reads.get(path);
    if (!early) return undefined;
    const fresh = early.answeredAt === undefined || now() - early.answeredAt <= EARLY_READ_KEEP_MS;
    if (fresh && early.token === getToken()) return early;
    reads.delete(path);
    return undefined;
  }

  function keep(path: string, early: EarlyRead): Promise<HttpResponse> {
    reads.set(path, early);
    const answered = () => {
      early.answeredAt = now();
      if (early.taken) dropAfterThisTask(path, early);
    };
    early.answer.then((response) => {
      early.response = response;
      answered();
    }, answered);
    return early.answer;
  }

  function take(path: string, early: EarlyRead) {
    if (!early.taken && early.answeredAt !== undefined) dropAfterThisTask(path, early);
    early.taken = true;
  }

  // The start script's reads, sent in the session's name before this code loaded, as if read here.
  function takeStartScriptReads() {
    if (!startScript) return;
    const { token, sent } = startScript;
    for (const [path, response] of Object.entries(sent)) {
      delete sent[path];
      if (token === getToken() && !stillStands(path)) keep(path, { token, answer: takeAnswer(response) });
    }
  }
  takeStartScriptReads();
  const startScriptTaken = startScript ? startScript.followed.then(takeStartScriptReads) : Promise.resolve();

  return {
    read: (path) => {
      const token = getToken();
      if (!token) return undefined;
      const standing = stillStands(path);
      if (standing) return standing.answer;
      return keep(path, { token, answer: http(path, { silent: true, leaveSession: true }) });
    },
    startScriptTaken,
    answeredNow: (path) => {
      const early = stillStands(path);
      if (!early?.response) return undefined;
      take(path, early);
      return early.response;
    },
    http: (path, init = {}) => {
      if (!isPlainRead(init)) {
        reads.clear();
        return http(path, init);
      }
      const early = stillStands(path);
      if (!early) return http(path, init);
      take(path, early);
      const answer = early.answer.catch((error: unknown) => {
        if (reads.get(path) === early) reads.delete(path);
        // The request renews or ends the session itself, now that the UI can tell the user.
        if (refusesToken(error)) return http(path, init);
        announceFailure(error, init);
        throw error;
      });
      return abortable(answer, init.signal);
    },
  };
}
