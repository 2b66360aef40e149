/**
 * The steps the simulator fails on purpose: calls to an address that is not http(s). That lets a
 * pipeline show a failed run with nothing more than a mistyped URL.
 */
type Properties = Record<string, unknown> | undefined;

const webAddress = /^https?:\/\/\S+$/;

/** A `url` given as text or as `{value}`; a secret reference cannot be checked and passes. */
function addressOf(url: unknown): string | undefined {
  if (typeof url === 'string') return url;
  if (typeof url === 'object' && url !== null && 'value' in url && typeof url.value === 'string')
    return url.value;
  return undefined;
}

function checkAddress(owner: string, url: unknown): string | undefined {
  const address = addressOf(url);
  if (address === undefined || webAddress.test(address)) return undefined;
  return `${owner}: unsupported protocol scheme in "${address}"`;
}

export function stepFailure(step: { type: string; properties?: Properties }): string | undefined {
  const properties = step.properties ?? {};
  switch (step.type) {
    case 'request':
      return typeof properties.url === 'string'
        ? checkAddress('request', properties.url)
        : 'request: the url is required';
    case 'webhook':
      return checkAddress('webhook', properties.url);
    case 'notification':
      return ['lark', 'dingding', 'slack']
        .map((channel) => {
          const settings = properties[channel];
          return typeof settings === 'object' && settings !== null && 'url' in settings
            ? checkAddress(`notification to ${channel}`, settings.url)
            : undefined;
        })
        .find(Boolean);
    default:
      return undefined;
  }
}
