/**
 * The address a registry or CI system calls to run an application's trigger: `{origin}/api/v1/webhook/{token}`.
 * Not a verb: the console never calls it, it shows it (and curl commands with it) to be copied.
 */
export function webhookUrl(
  token: string,
  origin: string = window.location.origin,
  apiUrl = '/api/v1',
): string {
  return `${origin}${apiUrl}/webhook/${encodeURIComponent(token)}`;
}
