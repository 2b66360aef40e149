/**
 * Network exposure of workloads: the Service a webservice gets for its exposed ports, the Ingress a
 * gateway trait adds, and the endpoints both offer.
 */
import type { ManifestComponent } from '../store/applicationRecords';
import { hashNumber } from './hash';
import type { Workload } from './workloads';

export interface ServicePort {
  name: string;
  port: number;
  protocol: string;
}

export interface Endpoint {
  endpoint: {
    protocol: string;
    appProtocol?: string;
    host: string;
    port: number;
    portName?: string;
    path?: string;
    inner: boolean;
  };
  ref: { kind: string; name: string; namespace: string; apiVersion: string };
  cluster: string;
  component: string;
}

function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function exposedPorts(component: ManifestComponent): ServicePort[] {
  if (component.type !== 'webservice') return [];
  const ports = component.properties.ports;
  if (Array.isArray(ports)) {
    return ports.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const entry = item as Record<string, unknown>;
      const port = numberOf(entry.port);
      if (port === undefined || entry.expose !== true) return [];
      const protocol = typeof entry.protocol === 'string' ? entry.protocol : 'TCP';
      return [{ name: typeof entry.name === 'string' ? entry.name : `port-${port}`, port, protocol }];
    });
  }
  const single = numberOf(component.properties.port);
  return single === undefined ? [] : [{ name: `port-${single}`, port: single, protocol: 'TCP' }];
}

export function exposeType(component: ManifestComponent): string {
  const value = component.properties.exposeType;
  return typeof value === 'string' && value ? value : 'ClusterIP';
}

export function externalIp(workload: Workload): string {
  const value = hashNumber(`${workload.cluster}/${workload.namespace}/${workload.component.name}`);
  return `47.${(value >>> 16) % 200}.${(value >>> 8) % 250}.${(value % 250) + 2}`;
}

export function clusterIp(workload: Workload): string {
  const value = hashNumber(`svc/${workload.cluster}/${workload.namespace}/${workload.component.name}`);
  return `10.96.${(value >>> 8) % 250}.${(value % 250) + 2}`;
}

export interface GatewayRoute {
  domain: string;
  path: string;
  port: number;
}

export function gatewayRoutes(component: ManifestComponent): GatewayRoute[] {
  const gateway = component.traits.find((trait) => trait.type === 'gateway');
  if (!gateway) return [];
  const domain = typeof gateway.properties.domain === 'string' ? gateway.properties.domain : '';
  const http = gateway.properties.http;
  if (typeof http !== 'object' || http === null) return [];
  return Object.entries(http as Record<string, unknown>).flatMap(([path, port]) =>
    typeof port === 'number' ? [{ domain, path, port }] : [],
  );
}

export function endpointsOf(workload: Workload): Endpoint[] {
  const { component, cluster, namespace } = workload;
  const type = exposeType(component);
  const service = { kind: 'Service', name: component.name, namespace, apiVersion: 'v1' };
  const fromService = exposedPorts(component).map((port, index): Endpoint => {
    const outside = type === 'LoadBalancer' || type === 'NodePort';
    const host =
      type === 'LoadBalancer'
        ? externalIp(workload)
        : type === 'NodePort'
          ? '172.18.0.2'
          : `${component.name}.${namespace}`;
    return {
      endpoint: {
        protocol: port.protocol,
        appProtocol: port.port === 443 ? 'https' : 'http',
        host,
        port: type === 'NodePort' ? 30000 + ((hashNumber(host) + index) % 2767) : port.port,
        portName: port.name,
        inner: !outside,
      },
      ref: service,
      cluster,
      component: component.name,
    };
  });
  const fromGateway = gatewayRoutes(component).map((route): Endpoint => ({
    endpoint: {
      protocol: 'HTTP',
      appProtocol: 'http',
      host: route.domain,
      port: 80,
      path: route.path,
      inner: false,
    },
    ref: { kind: 'Ingress', name: component.name, namespace, apiVersion: 'networking.k8s.io/v1' },
    cluster,
    component: component.name,
  }));
  return [...fromService, ...fromGateway];
}
