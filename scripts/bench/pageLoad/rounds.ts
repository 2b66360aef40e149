/**
 * Network rounds: how many times, one after the other, a page had to wait for the network before it could
 * show its content. A page that asks for its document, then for all its modules at once (module preloads),
 * then for all its data at once takes three rounds; a page whose modules import more modules that, once
 * run, ask who is signed in before asking for the data, takes a round for each of those waits.
 *
 * Defined on the browser's timings alone, as an upper bound of the true dependencies (a request that
 * happened to be sent after another's answer may not have needed it):
 * - A request could have needed the answer of an earlier one, q, when q's answer was in hand before the
 *   request was sent: q had finished (its last byte arrived, or it failed), or, for a document, its first
 *   bytes had arrived (the browser reads a document as it streams and asks for its scripts on the way).
 * - Only documents, stylesheets, scripts and data (fetch, XHR, CORS preflights) lead to more requests:
 *   images, fonts and the like are leaves, which no request waits for.
 * - A request the document's own inline script sent (Chromium names the document as every frame of its
 *   initiator's stack) could have needed only the document and the other requests of that script: the
 *   script runs as the document is read, before any module and ahead of any stylesheet (scripts/
 *   inlineStart.ts puts it right after the title), and reads nothing but its own answers. Without this,
 *   its reads, sent a few milliseconds after the module preloads, counted a round more whenever a small
 *   file of those preloads happened to finish first.
 * - A request's round is 1 + the highest round among the answers it could have needed; 1 when none.
 * - A page's rounds until ready are the highest round among the documents, stylesheets, scripts and data
 *   requests that finished before its content showed.
 */

/** What a response can lead to: more requests, or nothing (a leaf). */
export type RequestKind = 'document' | 'stylesheet' | 'script' | 'data' | 'leaf';

export interface TimedRequest {
  kind: RequestKind;
  /** Milliseconds from the start of the navigation until the browser sent the request. */
  startMs: number;
  /** Until the response's first bytes arrived; unset when none did. */
  respondedMs?: number;
  /** Until its last byte arrived or it failed; unset while it is under way. */
  endMs?: number;
  /** Sent by the document's own inline script. */
  byDocumentScript?: boolean;
}

/** From when a request's answer could lead to another request; never for a leaf. */
function answerInHandMs(request: TimedRequest): number | undefined {
  if (request.kind === 'leaf') return undefined;
  return request.kind === 'document' ? (request.respondedMs ?? request.endMs) : request.endMs;
}

/** Each request with its round, in the order they were sent. */
export function assignRounds<T extends TimedRequest>(requests: readonly T[]): (T & { round: number })[] {
  const bySending = [...requests].sort((a, b) => a.startMs - b.startMs);
  const rounded: (T & { round: number })[] = [];
  for (const request of bySending) {
    const needed = rounded.filter((earlier) => {
      const inHand = answerInHandMs(earlier);
      if (inHand === undefined || inHand > request.startMs) return false;
      return !request.byDocumentScript || earlier.kind === 'document' || earlier.byDocumentScript;
    });
    rounded.push({ ...request, round: 1 + Math.max(0, ...needed.map((earlier) => earlier.round)) });
  }
  return rounded;
}

/** The page's rounds until its content showed at `readyMs`. */
export function roundsUntil(rounded: readonly (TimedRequest & { round: number })[], readyMs: number): number {
  const finished = rounded.filter(
    (request) => request.kind !== 'leaf' && request.endMs !== undefined && request.endMs <= readyMs,
  );
  return Math.max(0, ...finished.map((request) => request.round));
}
