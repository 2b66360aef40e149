import type { CDPSession } from '@playwright/test';
import type { NetworkRequest } from './loadFigures';
import type { RequestKind } from './rounds';

/** Chromium's resource types whose answers can lead to more requests; the rest are leaves. */
const KINDS: Record<string, RequestKind> = {
  Document: 'document',
  Stylesheet: 'stylesheet',
  Script: 'script',
  XHR: 'data',
  Fetch: 'data',
  EventSource: 'data',
  Preflight: 'data',
};

/** One trip to the server, timed in Chromium's monotonic seconds; a redirect starts a new one. */
interface Trip {
  method: string;
  url: string;
  kind: RequestKind;
  startAt: number;
  respondedAt?: number;
  endAt?: number;
  failed: boolean;
  fromCache: boolean;
  transferBytes: number;
  decodedBytes: number;
  /** The addresses of the code that sent it (its initiator's stack, async parents included). */
  senders: string[];
}

interface CallStack {
  callFrames: { url: string }[];
  parent?: CallStack;
}

function sendersOf(stack: CallStack | undefined): string[] {
  if (!stack) return [];
  return [...stack.callFrames.map((frame) => frame.url), ...sendersOf(stack.parent)];
}

export interface NetworkLog {
  /** The requests that went to the network, timed in milliseconds from `navigationStart` (monotonic seconds). */
  requests(navigationStart: number): NetworkRequest[];
  /** Until every request sent by `at` (monotonic seconds) has ended, or `deadlineMs` has passed. */
  settled(at: number, deadlineMs: number): Promise<void>;
}

/** Records the page's requests from Chromium's network log (CDP's Network domain). */
export async function recordNetwork(cdp: CDPSession): Promise<NetworkLog> {
  const trips: Trip[] = [];
  const current = new Map<string, Trip>();
  let onEnd = () => {};

  cdp.on(
    'Network.requestWillBeSent',
    ({ requestId, request, type, timestamp, redirectResponse, initiator }) => {
      const redirected = current.get(requestId);
      if (redirected && redirectResponse) {
        redirected.respondedAt = redirected.endAt = timestamp;
        redirected.transferBytes = redirectResponse.encodedDataLength;
      }
      if (!/^https?:/.test(request.url)) return;
      const trip: Trip = {
        method: request.method,
        url: request.url,
        kind: KINDS[type ?? ''] ?? 'leaf',
        startAt: timestamp,
        failed: false,
        fromCache: false,
        transferBytes: 0,
        decodedBytes: 0,
        senders: initiator.type === 'script' ? sendersOf(initiator.stack) : [],
      };
      trips.push(trip);
      current.set(requestId, trip);
    },
  );
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const trip = current.get(requestId);
    if (trip) trip.fromCache = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, timestamp, response }) => {
    const trip = current.get(requestId);
    if (!trip) return;
    trip.respondedAt ??= timestamp;
    if (response.fromDiskCache || response.fromPrefetchCache) trip.fromCache = true;
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const trip = current.get(requestId);
    if (trip) trip.decodedBytes += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const trip = current.get(requestId);
    if (!trip) return;
    trip.endAt = timestamp;
    trip.transferBytes = encodedDataLength;
    onEnd();
  });
  cdp.on('Network.loadingFailed', ({ requestId, timestamp }) => {
    const trip = current.get(requestId);
    if (!trip) return;
    trip.endAt = timestamp;
    trip.failed = true;
    onEnd();
  });
  await cdp.send('Network.enable');

  return {
    requests(navigationStart) {
      const ms = (at: number | undefined) => (at === undefined ? undefined : (at - navigationStart) * 1000);
      const documentUrl = trips.find((trip) => trip.kind === 'document')?.url;
      return trips
        .filter((trip) => !trip.fromCache)
        .map(({ startAt, respondedAt, endAt, fromCache: _fromCache, senders, ...trip }) => ({
          ...trip,
          startMs: (startAt - navigationStart) * 1000,
          respondedMs: ms(respondedAt),
          endMs: ms(endAt),
          byDocumentScript: senders.length > 0 && senders.every((url) => url === documentUrl),
        }));
    },
    settled(at, deadlineMs) {
      const underWay = () => trips.some((trip) => trip.startAt <= at && trip.endAt === undefined);
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(deadline);
          onEnd = () => {};
          resolve();
        };
        const deadline = setTimeout(done, deadlineMs);
        onEnd = () => {
          if (!underWay()) done();
        };
        onEnd();
      });
    },
  };
}
