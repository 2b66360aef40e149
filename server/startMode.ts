/**
 * Which face the server shows: a proxy to a real KubeVela API server, or the embedded sandbox. Without
 * VELA_MODE, VELA_API_URL decides (so `npm start` is the sandbox). The container image sets
 * VELA_MODE=proxy: it then refuses to start without an API server address instead of quietly serving
 * a sandbox with well-known demo passwords; VELA_MODE=sandbox is the opt-in demo.
 */
export type StartMode = { kind: 'proxy'; apiUrl: string } | { kind: 'sandbox' };

function apiServerAddress(raw: string): string {
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    throw new Error(`VELA_API_URL must be an http or https address, not "${raw}"`);
  }
  return raw;
}

export function startMode(env: Record<string, string | undefined>): StartMode {
  const apiUrl = env.VELA_API_URL || undefined;
  const mode = env.VELA_MODE || (apiUrl ? 'proxy' : 'sandbox');
  if (mode === 'proxy') {
    if (!apiUrl)
      throw new Error('VELA_MODE=proxy needs VELA_API_URL, the address of the KubeVela API server');
    return { kind: 'proxy', apiUrl: apiServerAddress(apiUrl) };
  }
  if (mode === 'sandbox') {
    if (apiUrl) throw new Error('VELA_MODE=sandbox proxies nothing: leave VELA_API_URL unset');
    return { kind: 'sandbox' };
  }
  throw new Error(`VELA_MODE must be proxy or sandbox, not "${mode}"`);
}
