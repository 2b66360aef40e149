/**
 * The one rule for addresses that come from server data (links, redirects, new tabs): only absolute
 * `http:` and `https:` URLs, as `URL` parses them. `javascript:`, `data:`, relative or unparsable text
 * is refused. Use these helpers (or `<ExternalLink>`) instead of `href`, `location` or `window.open`.
 */
const WEB_PROTOCOLS = new Set(['http:', 'https:']);

/** The address as a parsed http(s) URL, or undefined when it is anything else. */
export function safeUrl(address: unknown): URL | undefined {
  if (typeof address !== 'string' && !(address instanceof URL)) return undefined;
  try {
    const url = new URL(address);
    return WEB_PROTOCOLS.has(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The normalised href to put on a link, or undefined when the address must not become a link. */
export function safeHref(address: unknown): string | undefined {
  return safeUrl(address)?.href;
}

/** Sends the browser to the address; answers false (and stays) when the address is not http(s). */
export function navigateToSafeUrl(address: unknown): boolean {
  const url = safeUrl(address);
  // eslint-disable-next-line no-restricted-syntax -- the checked navigation every other place uses
  if (url) window.location.assign(url.href);
  return url !== undefined;
}

/** Opens the address in a new tab without handing it this window; false when it is not http(s). */
export function openSafeUrl(address: unknown): boolean {
  const url = safeUrl(address);
  // eslint-disable-next-line no-restricted-syntax -- the checked window.open every other place uses
  if (url) window.open(url.href, '_blank', 'noopener,noreferrer');
  return url !== undefined;
}
