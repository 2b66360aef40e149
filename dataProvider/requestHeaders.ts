/**
 * What every request to /api/v1 carries, and how long it may take: the HTTP client's (httpClient.ts) and
 * the start script's (src/startup/startScript.ts), which sends the first screen's reads before the
 * client has loaded. No imports, so that the start script stays small.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/** The headers of a request sent with `token` (none signed out). */
export function requestHeaders(token: string | null): Record<string, string> {
  return {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}
