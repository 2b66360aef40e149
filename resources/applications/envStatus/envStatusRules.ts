import type { ServiceEndpoint } from '@dataProvider/verbs/envStatus';

/** The banner's severity: running and workflowFinished success, unhealthy error, no status notice, any other warning. */
export type BannerTone = 'success' | 'error' | 'warning' | 'notice';

export function bannerTone(status: string | undefined): BannerTone {
  if (!status) return 'notice';
  if (status === 'running' || status === 'workflowFinished') return 'success';
  if (status === 'unhealthy') return 'error';
  return 'warning';
}

/** Recycle is offered once the application runs in the environment, and not while it is being deleted. */
export const mayRecycle = (status: string | undefined) => !!status && status !== 'deleting';

const DEFAULT_PORTS: Record<string, number> = { http: 80, https: 443 };

/**
 * The address of an endpoint as VelaUX writes it: `appProtocol` over `protocol`, lower case, the port left
 * out when it is the protocol's default, a bare `/` path dropped. Only http(s) ones become links (safeUrl).
 */
export function endpointAddress({ endpoint }: ServiceEndpoint): string {
  const protocol = (endpoint.appProtocol || endpoint.protocol || 'http').toLowerCase();
  const port = endpoint.port && endpoint.port !== DEFAULT_PORTS[protocol] ? `:${endpoint.port}` : '';
  const path = endpoint.path && endpoint.path !== '/' ? endpoint.path : '';
  return `${protocol}://${endpoint.host ?? ''}${port}${path}`;
}
