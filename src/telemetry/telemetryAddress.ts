import { safeUrl } from '@src/common/safeUrl';

/** The meta tag the server adds to the console page when VELA_TELEMETRY_URL is set. */
export const TELEMETRY_META = 'vela-telemetry-url';

/** Where usage statistics go, or undefined when the server names no http(s) address (the default). */
export function telemetryAddress(page: Pick<Document, 'querySelector'> = document): URL | undefined {
  const meta = page.querySelector<HTMLMetaElement>(`meta[name="${TELEMETRY_META}"]`);
  return meta ? safeUrl(meta.content) : undefined;
}
