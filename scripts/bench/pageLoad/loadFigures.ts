import { assignRounds, roundsUntil, type TimedRequest } from './rounds';

/** A request as Chromium's network log tells it, timed from the start of the navigation. */
export interface NetworkRequest extends TimedRequest {
  method: string;
  url: string;
  failed: boolean;
  /** Bytes on the wire: headers and the body as sent (compressed, if it was). */
  transferBytes: number;
  /** The body's bytes once decoded. */
  decodedBytes: number;
}

export interface MainThreadTime {
  /** Running JavaScript (Chromium's ScriptDuration). */
  scriptMs: number;
  /** Every task of the page's main thread: script, style, layout, paint, parsing (TaskDuration). */
  taskMs: number;
}

/** One cold load of a page, until its content showed. */
export interface LoadFigures extends MainThreadTime {
  /** From the start of the navigation to the frame that first showed the content. */
  timeToContentMs: number;
  /** Requests sent before the content showed. */
  requests: number;
  rounds: number;
  /** The JavaScript that arrived before the content showed. */
  jsTransferBytes: number;
  jsDecodedBytes: number;
  /** `METHOD address` of every request sent more than once before the content showed (see `nameOf`). */
  askedTwice: string[];
}

export type WaterfallRow = NetworkRequest & { round: number };

/** The request's method and address; the page's own addresses from their path on. */
export function nameOf(request: { method: string; url: string }, pageOrigin: string): string {
  const address = request.url.startsWith(`${pageOrigin}/`)
    ? request.url.slice(pageOrigin.length)
    : request.url;
  return `${request.method} ${address}`;
}

/** The figures of one load of a page of `pageOrigin` whose content showed `readyMs` after the navigation started. */
export function loadFigures(
  network: readonly NetworkRequest[],
  readyMs: number,
  mainThread: MainThreadTime,
  pageOrigin: string,
): { figures: LoadFigures; waterfall: WaterfallRow[] } {
  const waterfall = assignRounds(network.filter((request) => request.startMs <= readyMs));
  const scriptsInHand = waterfall.filter(
    (request) => request.kind === 'script' && request.endMs !== undefined && request.endMs <= readyMs,
  );
  const times = new Map<string, number>();
  for (const name of waterfall.map((request) => nameOf(request, pageOrigin)))
    times.set(name, (times.get(name) ?? 0) + 1);
  return {
    waterfall,
    figures: {
      timeToContentMs: readyMs,
      requests: waterfall.length,
      rounds: roundsUntil(waterfall, readyMs),
      jsTransferBytes: scriptsInHand.reduce((sum, request) => sum + request.transferBytes, 0),
      jsDecodedBytes: scriptsInHand.reduce((sum, request) => sum + request.decodedBytes, 0),
      askedTwice: [...times].filter(([, count]) => count > 1).map(([name]) => name),
      ...mainThread,
    },
  };
}
