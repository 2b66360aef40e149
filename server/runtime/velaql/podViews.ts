/**
 * Views of single objects: a pod with its containers and events, a container's logs, and the full
 * object of any resource an application applied.
 */
import type { ServiceContext } from '../../context';
import { allWorkloads, findPod, nowMs, podsOfWorkloads } from '../cluster';
import { podEvents } from '../events';
import { hashNumber } from '../hash';
import { podObject, resourceObject } from '../kubeObjects';
import { containerLogs, renderLogs } from '../logs';
import type { SimContainer, SimPod } from '../pods';
import { resourcesOf } from '../resources';
import { booleanParam, numberParam, stringParam, type ReadScope, type ViewParams } from './viewInput';

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function lookupPod(
  ctx: ServiceContext,
  params: ViewParams,
  key: string,
  scope: ReadScope,
): SimPod | undefined {
  const place = {
    cluster: stringParam(params, 'cluster') || 'local',
    namespace: stringParam(params, 'namespace'),
    name: stringParam(params, key),
  };
  return findPod(ctx, place, (workload) => scope.readsApp(workload.app));
}

function containerState(container: SimContainer): Record<string, unknown> {
  if (container.state === 'running') return { running: { startedAt: iso(container.since) } };
  if (container.state === 'terminated') {
    return { terminated: { exitCode: 0, reason: container.reason, finishedAt: iso(container.since) } };
  }
  return {
    waiting: { reason: container.reason, ...(container.message ? { message: container.message } : {}) },
  };
}

/** Usage moves a little every minute, the same for every read within that minute. */
function usage(pod: SimPod, container: SimContainer, now: number): { cpu: string; memory: string } {
  const seed = hashNumber(`${pod.name}/${container.name}/${Math.floor(now / 60000)}`);
  return { cpu: `${(seed % 40) + 2}m`, memory: `${((seed >>> 8) % 60) + 18}Mi` };
}

export function podView(ctx: ServiceContext, params: ViewParams, scope: ReadScope): unknown {
  const pod = lookupPod(ctx, params, 'name', scope);
  if (!pod) return { error: `pods "${stringParam(params, 'name')}" not found` };
  const now = nowMs(ctx);
  const containers = pod.containers.map((container) => {
    const running = container.state === 'running';
    const hasRequests = Object.keys(container.requests).length > 0;
    return {
      name: container.name,
      image: container.image,
      resources: {
        ...(hasRequests ? { requests: container.requests, limits: container.requests } : {}),
        ...(running ? { usage: usage(pod, container, now) } : {}),
      },
      status: { state: containerState(container), restartCount: container.restarts },
    };
  });
  return { containers, events: podEvents(pod, now) };
}

export function eventView(ctx: ServiceContext, params: ViewParams, scope: ReadScope): unknown {
  const pod = lookupPod(ctx, params, 'name', scope);
  return { events: pod ? podEvents(pod, nowMs(ctx)) : [] };
}

export function collectLogs(ctx: ServiceContext, params: ViewParams, scope: ReadScope): unknown {
  const pod = lookupPod(ctx, params, 'pod', scope);
  const empty = { logs: '', info: { fromDate: '', toDate: '' } };
  if (!pod) return { ...empty, err: `pods "${stringParam(params, 'pod')}" not found` };
  const name = stringParam(params, 'container');
  const container = name ? pod.containers.find((c) => c.name === name) : pod.containers[0];
  if (!container) return { ...empty, err: `container ${name} is not valid for pod ${pod.name}` };
  const result = containerLogs(pod, container, nowMs(ctx), {
    previous: booleanParam(params, 'previous'),
    tailLines: numberParam(params, 'tailLines'),
    sinceSeconds: numberParam(params, 'sinceSeconds'),
  });
  const { lines } = result;
  return {
    logs: renderLogs(lines, booleanParam(params, 'timestamps')),
    info: {
      fromDate: lines.length ? iso(lines[0].at) : '',
      toDate: lines.length ? iso(lines[lines.length - 1].at) : '',
    },
    ...(result.error ? { err: result.error } : {}),
  };
}

export function resourceDetailView(ctx: ServiceContext, params: ViewParams, scope: ReadScope): unknown {
  const kind = stringParam(params, 'kind');
  const name = stringParam(params, 'name');
  const namespace = stringParam(params, 'namespace');
  const cluster = stringParam(params, 'cluster') || 'local';
  const workloads = allWorkloads(ctx).filter((w) => w.cluster === cluster && scope.readsApp(w.app));
  const pods = podsOfWorkloads(ctx, workloads);
  const inNamespace = (ns: string) => !namespace || ns === namespace;
  if (kind === 'Pod') {
    const pod = pods.find((p) => p.name === name && inNamespace(p.namespace));
    if (pod) return { resource: podObject(pod) };
  }
  const resource = workloads
    .flatMap(resourcesOf)
    .find((r) => r.kind === kind && r.name === name && inNamespace(r.namespace));
  if (resource) return { resource: resourceObject(resource, pods) };
  const owned = pods.find((p) => p.owner.kind === kind && p.owner.name === name && inNamespace(p.namespace));
  const parent =
    owned && workloads.flatMap(resourcesOf).find((r) => r.component === owned.component && !r.trait);
  if (owned && parent) {
    const object = resourceObject(parent, pods);
    return { resource: { ...object, kind, metadata: { ...(object.metadata as object), name } } };
  }
  return { error: `${kind.toLowerCase()}s "${name}" not found` };
}
