/**
 * The pod views' answers as the console reads them. VelaQL answers are untyped JSON (facts §7), so
 * each field is read defensively: a missing or odd value becomes empty text, never a crash.
 */

export interface PodSummary {
  name: string;
  namespace: string;
  cluster: string;
  component: string;
  workloadKind: string;
  creationTime: string;
  deployVersion: string;
  phase: string;
  podIP: string;
  hostIP: string;
  nodeName: string;
}

export type ContainerStateName = 'running' | 'waiting' | 'terminated' | 'unknown';

export interface Quantities {
  cpu: string;
  memory: string;
}

export interface ContainerInfo {
  name: string;
  image: string;
  state: ContainerStateName;
  reason: string;
  message: string;
  restartCount: number;
  requests: Quantities;
  usage: Quantities;
}

export interface PodEvent {
  type: string;
  reason: string;
  message: string;
  time: string;
}

export interface PodDetail {
  containers: ContainerInfo[];
  events: PodEvent[];
  /** The view's own error (`{error}` with HTTP 200), shown as a warning. */
  error?: string;
}

export interface LogReply {
  logs: string;
  fromDate: string;
  toDate: string;
  error?: string;
}

type Json = Record<string, unknown>;

const object = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function quantities(value: unknown): Quantities {
  const source = object(value);
  return { cpu: text(source.cpu), memory: text(source.memory) };
}

export function readPods(answer: unknown): PodSummary[] {
  return list(object(answer).podList).map((item) => {
    const pod = object(item);
    const metadata = object(pod.metadata);
    const status = object(pod.status);
    return {
      name: text(metadata.name),
      namespace: text(metadata.namespace),
      cluster: text(pod.cluster),
      component: text(pod.component),
      workloadKind: text(object(pod.workload).kind),
      creationTime: text(metadata.creationTime),
      deployVersion: text(object(metadata.version).deployVersion),
      phase: text(status.phase),
      podIP: text(status.podIP),
      hostIP: text(status.hostIP),
      nodeName: text(status.nodeName),
    };
  });
}

function containerOf(item: unknown): ContainerInfo {
  const container = object(item);
  const status = object(container.status);
  const states = object(status.state);
  const state = (['running', 'waiting', 'terminated'] as const).find((name) => name in states) ?? 'unknown';
  const detail = object(states[state]);
  const resources = object(container.resources);
  return {
    name: text(container.name),
    image: text(container.image),
    state,
    reason: text(detail.reason),
    message: text(detail.message),
    restartCount: typeof status.restartCount === 'number' ? status.restartCount : 0,
    requests: quantities(resources.requests),
    usage: quantities(resources.usage),
  };
}

function eventOf(item: unknown): PodEvent {
  const event = object(item);
  return {
    type: text(event.type),
    reason: text(event.reason),
    message: text(event.message),
    time: text(event.lastTimestamp) || text(event.eventTime) || text(event.firstTimestamp),
  };
}

export function readPodDetail(answer: unknown): PodDetail {
  const detail = object(answer);
  const error = text(detail.error);
  return {
    containers: list(detail.containers).map(containerOf),
    events: list(detail.events).map(eventOf),
    ...(error ? { error } : {}),
  };
}

export function readLogs(answer: unknown): LogReply {
  const reply = object(answer);
  const info = object(reply.info);
  const error = text(reply.err);
  return {
    logs: text(reply.logs),
    fromDate: text(info.fromDate),
    toDate: text(info.toDate),
    ...(error ? { error } : {}),
  };
}
