/**
 * The Kubernetes resources a deployment applied, as KubeVela's query views describe them: applied
 * resources per component, each with a resource tree down to the pods (ReplicaSets, Jobs).
 */
import { podRestarts, shortAge, type SimPod } from './pods';
import { stableUid } from './hash';
import { exposedPorts, exposeType, externalIp, gatewayRoutes } from './services';
import type { Workload } from './workloads';

export interface SimResource {
  cluster: string;
  namespace: string;
  name: string;
  kind: string;
  apiVersion: string;
  component: string;
  trait: string;
  workload: Workload;
  /** The raw object of a k8s-objects component. */
  object?: Record<string, unknown>;
}

export interface HealthStatus {
  statusCode: 'Healthy' | 'UnHealthy' | 'Progressing' | 'UnKnown';
  reason: string;
  message: string;
}

export interface TreeNode {
  cluster: string;
  apiVersion?: string;
  kind: string;
  namespace?: string;
  name?: string;
  uid?: string;
  healthStatus?: HealthStatus;
  creationTimestamp?: string;
  leafNodes?: TreeNode[];
  additionalInfo?: Record<string, unknown>;
}

function rawObjects(workload: Workload): Record<string, unknown>[] {
  const objects = workload.component.properties.objects;
  return Array.isArray(objects)
    ? objects.filter((o): o is Record<string, unknown> => typeof o === 'object' && o !== null)
    : [];
}

function metaOf(object: Record<string, unknown>): { name: string; namespace?: string } {
  const metadata = (object.metadata ?? {}) as Record<string, unknown>;
  return {
    name: typeof metadata.name === 'string' ? metadata.name : '',
    namespace: typeof metadata.namespace === 'string' ? metadata.namespace : undefined,
  };
}

export function resourcesOf(workload: Workload): SimResource[] {
  const { cluster, namespace, component } = workload;
  const base = { cluster, namespace, component: component.name, trait: '', workload };
  const out: SimResource[] = [];
  if (component.type === 'k8s-objects') {
    for (const object of rawObjects(workload)) {
      const meta = metaOf(object);
      out.push({
        ...base,
        namespace: meta.namespace ?? namespace,
        name: meta.name,
        kind: String(object.kind ?? ''),
        apiVersion: String(object.apiVersion ?? ''),
        object,
      });
    }
  } else if (workload.type) {
    out.push({ ...base, name: component.name, ...workload.type.workload });
  }
  if (exposedPorts(component).length)
    out.push({ ...base, name: component.name, kind: 'Service', apiVersion: 'v1' });
  if (gatewayRoutes(component).length) {
    out.push({
      ...base,
      trait: 'gateway',
      name: component.name,
      kind: 'Ingress',
      apiVersion: 'networking.k8s.io/v1',
    });
  }
  return out;
}

interface ResourceAddress {
  cluster: string;
  namespace: string;
  kind: string;
  name: string;
}

/** Names one object in the simulated clusters: two resources with the same key are the same object. */
export function resourceKey(resource: ResourceAddress): string {
  return `${resource.cluster}/${resource.namespace}/${resource.kind}/${resource.name}`;
}

export function resourceUid(resource: ResourceAddress): string {
  return stableUid(resourceKey(resource));
}

function podStatusText(pod: SimPod): string {
  const waiting = pod.containers.find((c) => c.state === 'waiting');
  if (waiting) return waiting.reason;
  if (pod.phase === 'Succeeded') return 'Completed';
  return pod.phase;
}

export function podHealth(pod: SimPod): HealthStatus {
  const text = podStatusText(pod);
  if (pod.ready || pod.phase === 'Succeeded') return { statusCode: 'Healthy', reason: '', message: '' };
  if (pod.containers.some((c) => c.failing))
    return { statusCode: 'UnHealthy', reason: text, message: `container is in ${text}` };
  return { statusCode: 'Progressing', reason: text, message: '' };
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export function podNode(pod: SimPod, now: number): TreeNode {
  const ready = pod.containers.filter((c) => c.state === 'running').length;
  return {
    cluster: pod.cluster,
    apiVersion: 'v1',
    kind: 'Pod',
    namespace: pod.namespace,
    name: pod.name,
    uid: resourceUid({ cluster: pod.cluster, namespace: pod.namespace, kind: 'Pod', name: pod.name }),
    healthStatus: podHealth(pod),
    creationTimestamp: iso(pod.createdAt),
    additionalInfo: {
      Ready: `${ready}/${pod.containers.length}`,
      Status: podStatusText(pod),
      Restarts: podRestarts(pod),
      Age: shortAge(now - pod.createdAt),
    },
  };
}

/** Healthy when every pod is, unhealthy when one crashes, progressing otherwise. */
export function workloadHealth(pods: SimPod[]): HealthStatus {
  const healths = pods.map(podHealth);
  const broken = healths.find((h) => h.statusCode === 'UnHealthy');
  if (broken) return broken;
  const waiting = healths.find((h) => h.statusCode === 'Progressing');
  if (waiting)
    return { statusCode: 'Progressing', reason: waiting.reason, message: 'waiting for pods to become ready' };
  return { statusCode: 'Healthy', reason: '', message: '' };
}

export function resourceTree(resource: SimResource, pods: SimPod[], now: number): TreeNode {
  const node: TreeNode = {
    cluster: resource.cluster,
    apiVersion: resource.apiVersion,
    kind: resource.kind,
    namespace: resource.namespace,
    name: resource.name,
    uid: resourceUid(resource),
    healthStatus: { statusCode: 'Healthy', reason: '', message: '' },
    creationTimestamp: iso(resource.workload.appliedAt),
  };
  const own = pods.filter((pod) => pod.component === resource.component && pod.cluster === resource.cluster);
  if (resource.kind === 'Service') {
    const type = exposeType(resource.workload.component);
    node.additionalInfo = {
      Type: type,
      ...(type === 'LoadBalancer' ? { EIP: externalIp(resource.workload) } : {}),
    };
    return node;
  }
  if (!['Deployment', 'DaemonSet', 'Job'].includes(resource.kind) || resource.trait) return node;
  node.healthStatus = workloadHealth(own);
  const podNodes = own.map((pod) => podNode(pod, now));
  if (resource.kind === 'Deployment' && own.length) {
    const owner = own[0].owner.name;
    const replicaSet = { ...resource, kind: 'ReplicaSet', name: owner };
    node.leafNodes = [
      {
        cluster: resource.cluster,
        apiVersion: 'apps/v1',
        kind: 'ReplicaSet',
        namespace: resource.namespace,
        name: owner,
        uid: resourceUid(replicaSet),
        healthStatus: node.healthStatus,
        creationTimestamp: node.creationTimestamp,
        leafNodes: podNodes,
      },
    ];
  } else {
    node.leafNodes = podNodes;
  }
  return node;
}
