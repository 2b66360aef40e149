import type { Page, Request } from '@playwright/test';

export interface EndpointCount {
  requests: number;
  /** The most requests to the endpoint under way at the same moment. */
  mostAtOnce: number;
}

export type PhaseCounts = Map<string, EndpointCount>;

const endpointOf = (request: Request): string | undefined => {
  const { pathname } = new URL(request.url());
  return pathname.startsWith('/api/v1/') ? `${request.method()} ${pathname}` : undefined;
};

/**
 * Counts the page's /api/v1 requests per method and path (the query left out), phase by phase, with the
 * most under way at once. A request still under way when a phase starts counts towards its overlaps.
 */
export function countApiRequests(page: Page) {
  let counts: PhaseCounts = new Map();
  const underWay = new Map<string, number>();
  page.on('request', (request) => {
    const endpoint = endpointOf(request);
    if (!endpoint) return;
    const atOnce = (underWay.get(endpoint) ?? 0) + 1;
    underWay.set(endpoint, atOnce);
    const count = counts.get(endpoint) ?? { requests: 0, mostAtOnce: 0 };
    counts.set(endpoint, { requests: count.requests + 1, mostAtOnce: Math.max(count.mostAtOnce, atOnce) });
  });
  const ended = (request: Request) => {
    const endpoint = endpointOf(request);
    if (endpoint) underWay.set(endpoint, (underWay.get(endpoint) ?? 1) - 1);
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    /** Hands back the counts since the last call and starts counting again from zero. */
    takePhase(): PhaseCounts {
      const phase = counts;
      counts = new Map();
      return phase;
    },
    underWay: () => [...underWay.values()].reduce((sum, n) => sum + n, 0),
  };
}

export type RequestCounter = ReturnType<typeof countApiRequests>;

/** The requests of the phase to the endpoints matching `endpoint`, summed, and the most at once. */
export function countOf(phase: PhaseCounts, endpoint: RegExp): EndpointCount {
  const matching = [...phase].filter(([name]) => endpoint.test(name)).map(([, count]) => count);
  return {
    requests: matching.reduce((sum, count) => sum + count.requests, 0),
    mostAtOnce: Math.max(0, ...matching.map((count) => count.mostAtOnce)),
  };
}
