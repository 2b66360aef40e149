/**
 * What a component renders to, for dry runs: its workload object, and a Service for exposed ports
 * (k8s-objects render their objects as they are). Components without an image fail to render.
 */
import type { ManifestComponent } from '../store/applicationRecords';
import { findComponentType } from './definitions/componentTypes';
import { exposedPorts, exposeType } from './services';

export type RenderResult = { ok: true; objects: Record<string, unknown>[] } | { ok: false; message: string };

export function renderComponent(component: ManifestComponent, namespace: string): RenderResult {
  const type = findComponentType(component.type);
  if (!type)
    return { ok: false, message: `component ${component.name}: type "${component.type}" is not supported` };
  if (component.type === 'k8s-objects') {
    const objects = component.properties.objects;
    return { ok: true, objects: Array.isArray(objects) ? (objects as Record<string, unknown>[]) : [] };
  }
  const image = component.properties.image;
  if (typeof image !== 'string' || !image) {
    return { ok: false, message: `component ${component.name}: parameter "image" is required` };
  }
  const labels = { 'app.oam.dev/component': component.name };
  const ports = exposedPorts(component);
  const container = {
    name: component.name,
    image,
    ports: ports.map((port) => ({ name: port.name, containerPort: port.port, protocol: port.protocol })),
  };
  const workload = {
    apiVersion: type.workload.apiVersion,
    kind: type.workload.kind,
    metadata: { name: component.name, namespace, labels },
    spec: {
      selector: { matchLabels: labels },
      template: { metadata: { labels }, spec: { containers: [container] } },
    },
  };
  const service = {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: component.name, namespace },
    spec: {
      type: exposeType(component),
      selector: labels,
      ports: ports.map((p) => ({ ...p, targetPort: p.port })),
    },
  };
  return { ok: true, objects: ports.length ? [workload, service] : [workload] };
}
