/**
 * Full Kubernetes objects for the resource detail view, built from what the simulator knows.
 */
import type { SimPod } from './pods';
import { resourceUid, workloadHealth, type SimResource } from './resources';
import { hashNumber } from './hash';
import { clusterIp, exposedPorts, exposeType, externalIp, gatewayRoutes } from './services';

type KubeObject = Record<string, unknown>;

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function metadata(
  resource: { cluster: string; namespace: string; kind: string; name: string },
  created: number,
  labels: Record<string, string>,
): KubeObject {
  return {
    name: resource.name,
    namespace: resource.namespace,
    uid: resourceUid(resource),
    resourceVersion: String(100000 + (hashNumber(resource.name) % 900000)),
    generation: 1,
    creationTimestamp: iso(created),
    labels,
    managedFields: [{ manager: 'kubevela', operation: 'Apply', apiVersion: 'v1', time: iso(created) }],
  };
}

function containers(resource: SimResource): KubeObject[] {
  const { component } = resource.workload;
  const ports = exposedPorts(component).map((port) => ({
    name: port.name,
    containerPort: port.port,
    protocol: port.protocol,
  }));
  return [{ name: component.name, image: String(component.properties.image ?? ''), ports, resources: {} }];
}

function labelsOf(resource: SimResource): Record<string, string> {
  return { 'app.oam.dev/name': resource.workload.app, 'app.oam.dev/component': resource.component };
}

export function podObject(pod: SimPod): KubeObject {
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: {
      ...metadata({ ...pod, kind: 'Pod' }, pod.createdAt, pod.labels),
      ownerReferences: [
        { apiVersion: 'apps/v1', kind: pod.owner.kind, name: pod.owner.name, controller: true },
      ],
    },
    spec: {
      nodeName: pod.nodeName,
      containers: pod.containers.map((c) => ({
        name: c.name,
        image: c.image,
        resources: { requests: c.requests },
      })),
    },
    status: {
      phase: pod.phase,
      hostIP: pod.hostIP,
      podIP: pod.podIP,
      startTime: iso(pod.createdAt),
      containerStatuses: pod.containers.map((c) => ({
        name: c.name,
        image: c.image,
        ready: c.state === 'running',
        restartCount: c.restarts,
        state: {
          [c.state]:
            c.state === 'running' ? { startedAt: iso(c.since) } : { reason: c.reason, message: c.message },
        },
      })),
    },
  };
}

function workloadObject(resource: SimResource, pods: SimPod[]): KubeObject {
  const labels = labelsOf(resource);
  const ready = pods.filter((pod) => pod.ready).length;
  const health = workloadHealth(pods);
  return {
    apiVersion: resource.apiVersion,
    kind: resource.kind,
    metadata: metadata(resource, resource.workload.appliedAt, labels),
    spec: {
      replicas: pods.length,
      selector: { matchLabels: labels },
      template: { metadata: { labels }, spec: { containers: containers(resource) } },
    },
    status: {
      replicas: pods.length,
      readyReplicas: ready,
      availableReplicas: ready,
      observedGeneration: 1,
      conditions: [
        {
          type: 'Available',
          status: health.statusCode === 'Healthy' ? 'True' : 'False',
          reason: health.statusCode === 'Healthy' ? 'MinimumReplicasAvailable' : 'MinimumReplicasUnavailable',
          lastTransitionTime: iso(resource.workload.appliedAt),
        },
      ],
    },
  };
}

function serviceObject(resource: SimResource): KubeObject {
  const { workload } = resource;
  const type = exposeType(workload.component);
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: metadata(resource, workload.appliedAt, labelsOf(resource)),
    spec: {
      type,
      clusterIP: clusterIp(workload),
      selector: labelsOf(resource),
      ports: exposedPorts(workload.component).map((port) => ({ ...port, targetPort: port.port })),
    },
    status: { loadBalancer: type === 'LoadBalancer' ? { ingress: [{ ip: externalIp(workload) }] } : {} },
  };
}

function ingressObject(resource: SimResource): KubeObject {
  const routes = gatewayRoutes(resource.workload.component);
  return {
    apiVersion: resource.apiVersion,
    kind: 'Ingress',
    metadata: metadata(resource, resource.workload.appliedAt, labelsOf(resource)),
    spec: {
      rules: routes.map((route) => ({
        host: route.domain,
        http: {
          paths: [
            {
              path: route.path,
              pathType: 'ImplementationSpecific',
              backend: { service: { name: resource.name, port: { number: route.port } } },
            },
          ],
        },
      })),
    },
  };
}

export function resourceObject(resource: SimResource, pods: SimPod[]): KubeObject {
  if (resource.object) {
    const meta = (resource.object.metadata ?? {}) as KubeObject;
    return {
      ...resource.object,
      metadata: {
        ...metadata(resource, resource.workload.appliedAt, labelsOf(resource)),
        ...meta,
        namespace: resource.namespace,
      },
    };
  }
  if (resource.kind === 'Service') return serviceObject(resource);
  if (resource.kind === 'Ingress') return ingressObject(resource);
  return workloadObject(
    resource,
    pods.filter((pod) => pod.component === resource.component && pod.cluster === resource.cluster),
  );
}
