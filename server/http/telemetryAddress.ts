/**
 * VELA_TELEMETRY_URL: where consoles may send usage statistics (specification §7, "Telemetry"). Unset
 * by default, so no console sends anything. When set, the console page names it in a meta tag and the
 * Content-Security-Policy lets the browser connect to its origin, and to nothing else outside this one.
 */

/** The address as an http(s) URL, undefined when unset; anything else stops the server at start. */
export function parseTelemetryUrl(raw: string | undefined): URL | undefined {
  if (raw === undefined || raw === '') return undefined;
  const url = URL.parse(raw);
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw new Error(`VELA_TELEMETRY_URL must be an http or https URL, not "${raw}"`);
  }
  return url;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

/** The tag the console reads the address from (no inline script: the policy forbids those). */
export function telemetryMetaTag(url: URL): string {
  const content = url.href.replace(/[&"<>]/g, (char) => HTML_ESCAPES[char]);
  return `<meta name="vela-telemetry-url" content="${content}" />`;
}

/** The console page with the telemetry address in its head, or unchanged without one. */
export function withTelemetryAddress(page: string, url: URL | undefined): string {
  if (!url) return page;
  return page.replace('</head>', `    ${telemetryMetaTag(url)}\n  </head>`);
}
