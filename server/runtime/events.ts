/**
 * Kubernetes events of a simulated pod, each appearing once its moment has passed.
 */
import { nameSuffix } from './hash';
import type { SimPod } from './pods';

export type KubeEvent = Record<string, unknown>;

interface EventSpec {
  at: number;
  last?: number;
  count?: number;
  type: 'Normal' | 'Warning';
  reason: string;
  message: string;
  source: string;
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function eventSpecs(pod: SimPod): EventSpec[] {
  const specs: EventSpec[] = [
    {
      at: pod.createdAt,
      type: 'Normal',
      reason: 'Scheduled',
      message: `Successfully assigned ${pod.namespace}/${pod.name} to ${pod.nodeName}`,
      source: 'default-scheduler',
    },
  ];
  for (const container of pod.containers) {
    const pullSeconds = ((pod.startedAt - pod.createdAt) / 1000).toFixed(3);
    specs.push(
      {
        at: pod.createdAt,
        type: 'Normal',
        reason: 'Pulling',
        message: `Pulling image "${container.image}"`,
        source: 'kubelet',
      },
      {
        at: pod.startedAt,
        type: 'Normal',
        reason: 'Pulled',
        message: `Successfully pulled image "${container.image}" in ${pullSeconds}s`,
        source: 'kubelet',
      },
      {
        at: pod.startedAt,
        type: 'Normal',
        reason: 'Created',
        message: `Created container ${container.name}`,
        source: 'kubelet',
      },
      {
        at: pod.startedAt,
        type: 'Normal',
        reason: 'Started',
        message: `Started container ${container.name}`,
        source: 'kubelet',
      },
    );
    if (container.failing && container.restarts > 0) {
      specs.push({
        at: pod.startedAt + 2000,
        last: container.since,
        count: container.restarts,
        type: 'Warning',
        reason: 'BackOff',
        message: `Back-off restarting failed container ${container.name} in pod ${pod.name}_${pod.namespace}`,
        source: 'kubelet',
      });
    }
  }
  return specs;
}

export function podEvents(pod: SimPod, now: number): KubeEvent[] {
  return eventSpecs(pod)
    .filter((spec) => spec.at <= now)
    .map((spec, index) => ({
      metadata: {
        name: `${pod.name}.${nameSuffix(`${pod.name}/${index}`, 16)}`,
        namespace: pod.namespace,
        creationTimestamp: iso(spec.at),
      },
      involvedObject: { kind: 'Pod', namespace: pod.namespace, name: pod.name, apiVersion: 'v1' },
      reason: spec.reason,
      message: spec.message,
      source: { component: spec.source, ...(spec.source === 'kubelet' ? { host: pod.nodeName } : {}) },
      firstTimestamp: iso(spec.at),
      lastTimestamp: iso(Math.min(now, spec.last ?? spec.at)),
      count: spec.count ?? 1,
      type: spec.type,
      eventTime: null,
      reportingComponent: spec.source,
      reportingInstance: spec.source === 'kubelet' ? pod.nodeName : '',
    }));
}
