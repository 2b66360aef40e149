/** The addresses an addon's application publishes (service-endpoints-view of `addon-<name>`). */
import type { ServiceEndpoint } from '@dataProvider/verbs/envStatus';

export interface PublicEndpoint {
  address: string;
  portName?: string;
}

const DEFAULT_PORTS = new Set([80, 443]);

/** `{protocol}://{host}[:{port}]{path}`, the application protocol preferred; ports 80 and 443 left out. */
export function endpointAddress({ endpoint }: ServiceEndpoint): string {
  const protocol = (endpoint.appProtocol || endpoint.protocol || 'http').toLowerCase();
  const port = endpoint.port && !DEFAULT_PORTS.has(endpoint.port) ? `:${endpoint.port}` : '';
  const path = endpoint.path && endpoint.path !== '/' ? endpoint.path : '';
  return `${protocol}://${endpoint.host ?? ''}${port}${path}`;
}

/** The endpoints reachable from outside the cluster, each address once. */
export function publicEndpoints(endpoints: readonly ServiceEndpoint[]): PublicEndpoint[] {
  const seen = new Set<string>();
  const result: PublicEndpoint[] = [];
  for (const item of endpoints) {
    if (item.endpoint.inner) continue;
    const address = endpointAddress(item);
    if (seen.has(address)) continue;
    seen.add(address);
    result.push({ address, portName: item.endpoint.portName || undefined });
  }
  return result;
}
