/**
 * The pods a workload runs, as they look at a given time: Pending while the containers are created
 * (one step duration), then Running, Succeeded for a finished job, or a crash loop for an image
 * tagged `:fail`, whose restart count grows with time.
 */
import type { ManifestComponent } from '../store/applicationRecords';
import { hashNumber, nameSuffix, podIp } from './hash';
import { imageOf, isFailingImage } from './plan';
import type { Workload } from './workloads';

export const crashPeriodMs = 30_000;
const jobRunMs = 10_000;

export interface SimContainer {
  name: string;
  image: string;
  state: 'waiting' | 'running' | 'terminated';
  reason: string;
  message: string;
  /** When the current instance started (running) or the last one ended (waiting after a crash). */
  since: number;
  restarts: number;
  failing: boolean;
  requests: Record<string, string>;
}

export interface SimPod {
  name: string;
  namespace: string;
  cluster: string;
  app: string;
  component: string;
  workload: { apiVersion: string; kind: string; name: string; namespace: string };
  /** ReplicaSet or Job that owns the pod. */
  owner: { kind: string; name: string };
  createdAt: number;
  startedAt: number;
  phase: string;
  ready: boolean;
  podIP: string;
  hostIP: string;
  nodeName: string;
  labels: Record<string, string>;
  publishVersion: string;
  deployVersion: string;
  containers: SimContainer[];
}

function replicasOf(component: ManifestComponent): number {
  const scaler = component.traits.find((trait) => trait.type === 'scaler')?.properties.replicas;
  const value = typeof scaler === 'number' ? scaler : component.properties.replicas;
  return typeof value === 'number' && value >= 0 ? Math.floor(value) : 1;
}

function requestsOf(component: ManifestComponent): Record<string, string> {
  const requests: Record<string, string> = {};
  for (const key of ['cpu', 'memory'] as const) {
    const value = component.properties[key];
    if (typeof value === 'string' || typeof value === 'number') requests[key] = String(value);
  }
  return requests;
}

function containerSpecs(component: ManifestComponent): { name: string; image: string }[] {
  const sidecars = component.traits
    .filter((trait) => trait.type === 'sidecar')
    .map((trait) => ({
      name: String(trait.properties.name ?? 'sidecar'),
      image: String(trait.properties.image ?? ''),
    }));
  return [{ name: component.name, image: imageOf(component) || 'busybox:latest' }, ...sidecars];
}

function containerAt(
  spec: { name: string; image: string },
  pod: { startedAt: number; completes: boolean },
  now: number,
  requests: Record<string, string>,
): SimContainer {
  const base = { ...spec, requests, failing: isFailingImage(spec.image) };
  if (now < pod.startedAt) {
    return {
      ...base,
      state: 'waiting',
      reason: 'ContainerCreating',
      message: '',
      since: pod.startedAt,
      restarts: 0,
    };
  }
  const running = now - pod.startedAt;
  if (base.failing) {
    const restarts = 1 + Math.floor(running / crashPeriodMs);
    const since = pod.startedAt + (restarts - 1) * crashPeriodMs;
    const message = `back-off ${Math.min(300, 10 * 2 ** Math.min(restarts, 5))}s restarting failed container=${spec.name}`;
    return { ...base, state: 'waiting', reason: 'CrashLoopBackOff', message, since, restarts };
  }
  if (pod.completes && running >= jobRunMs) {
    return {
      ...base,
      state: 'terminated',
      reason: 'Completed',
      message: '',
      since: pod.startedAt + jobRunMs,
      restarts: 0,
    };
  }
  return { ...base, state: 'running', reason: '', message: '', since: pod.startedAt, restarts: 0 };
}

function phaseOf(containers: SimContainer[], now: number, startedAt: number): string {
  if (now < startedAt) return 'Pending';
  if (containers.every((c) => c.state === 'terminated')) return 'Succeeded';
  return 'Running';
}

export function podsOf(workload: Workload, now: number, stepSeconds: number): SimPod[] {
  const type = workload.type;
  if (!type?.runsPods || now < workload.appliedAt) return [];
  const { component, cluster, namespace } = workload;
  const count = type.workload.kind === 'DaemonSet' ? 1 : type.completes ? 1 : replicasOf(component);
  const identity = `${workload.app}/${cluster}/${namespace}/${component.name}/${JSON.stringify(component)}`;
  const templateHash = nameSuffix(identity, 10);
  const owner =
    type.workload.kind === 'Deployment'
      ? { kind: 'ReplicaSet', name: `${component.name}-${templateHash}` }
      : { kind: type.workload.kind, name: component.name };
  const startedAt = workload.appliedAt + Math.max(0, stepSeconds) * 1000;
  const requests = requestsOf(component);
  return Array.from({ length: count }, (_, index) => {
    const name = `${owner.name}-${nameSuffix(`${identity}#${index}`, 5)}`;
    const containers = containerSpecs(component).map((spec) =>
      containerAt(spec, { startedAt, completes: type.completes }, now, requests),
    );
    const phase = phaseOf(containers, now, startedAt);
    return {
      name,
      namespace,
      cluster,
      app: workload.app,
      component: component.name,
      workload: { ...type.workload, name: component.name, namespace },
      owner,
      createdAt: workload.appliedAt,
      startedAt,
      phase,
      ready: phase === 'Running' && containers.every((c) => c.state === 'running'),
      podIP: podIp(name),
      hostIP: `172.18.0.${(hashNumber(cluster) % 8) + 2}`,
      nodeName: `${cluster}-worker`,
      labels: {
        'app.oam.dev/name': workload.app,
        'app.oam.dev/component': component.name,
        'workload.oam.dev/type': component.type,
        'pod-template-hash': templateHash,
      },
      publishVersion: workload.publishVersion,
      deployVersion: workload.deployVersion,
      containers,
    };
  });
}

export function podRestarts(pod: SimPod): number {
  return pod.containers.reduce((sum, c) => sum + c.restarts, 0);
}

/** Kubernetes-style short age: 45s, 12m, 3h, 2d. */
export function shortAge(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 120) return `${seconds}s`;
  if (seconds < 7200) return `${Math.floor(seconds / 60)}m`;
  if (seconds < 172800) return `${Math.floor(seconds / 3600)}h`;
  return `${Math.floor(seconds / 86400)}d`;
}
