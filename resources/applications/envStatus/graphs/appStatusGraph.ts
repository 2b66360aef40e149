import type { Schemas } from '@dataProvider/verbs/context';
import { graphBuilder, type GraphModel } from './graphModel';
import type { GraphRoot } from './resourceTreeGraph';

type AppStatus = Schemas['common.AppStatus'];
type ComponentStatus = Schemas['common.ApplicationComponentStatus'];

/** Narrows the graph like the status page's selectors; none means all. */
export interface AppGraphFilter {
  componentName?: string;
  /** The chosen target's cluster and namespace. */
  cluster?: string;
  clusterNs?: string;
}

/** The application's phase as a health (spec §4): running and workflowFinished fine, unhealthy an error, others a warning. */
export function appHealth(phase: string | undefined): string | undefined {
  if (!phase) return undefined;
  if (phase === 'running' || phase === 'workflowFinished') return 'Healthy';
  return phase === 'unhealthy' ? 'UnHealthy' : 'Progressing';
}

const healthOf = (healthy: boolean) => (healthy ? 'Healthy' : 'UnHealthy');
const clusterOf = (cluster?: string) => cluster || 'local';

function inFilter(service: ComponentStatus, filter: AppGraphFilter): boolean {
  return (
    (!filter.componentName || service.name === filter.componentName) &&
    (!filter.cluster || clusterOf(service.cluster) === filter.cluster) &&
    (!filter.clusterNs || service.namespace === filter.clusterNs)
  );
}

/**
 * The application graph of an environment's status, as VelaUX draws it: the application, its policies,
 * one node per target (cluster and namespace), each component placed there with its health and its
 * traits with theirs. Components open their workload's object when the status names its kind.
 */
export function appStatusGraph(
  status: AppStatus | undefined,
  root: GraphRoot,
  filter: AppGraphFilter = {},
): GraphModel {
  const graph = graphBuilder();
  const rootId = graph.add({
    id: 'application',
    kind: 'application',
    name: root.name,
    type: 'Application',
    health: appHealth(status?.status),
    healthReason: status?.status,
    info: [],
    fields: root.namespace ? [['namespace', root.namespace]] : [],
  });
  for (const policy of status?.policy ?? []) {
    graph.add(
      {
        id: `policy:${policy.name}`,
        kind: 'policy',
        name: policy.name,
        type: policy.type,
        info: policy.status ? [['Status', policy.status]] : [],
        fields: [],
      },
      rootId,
    );
  }
  const targets = new Map<string, string>();
  const targetNode = (cluster: string, namespace: string) => {
    const key = `${cluster}/${namespace}`;
    const known = targets.get(key);
    if (known) return known;
    const fields: [string, string][] = [
      ['cluster', cluster],
      ['namespace', namespace],
    ];
    const id = graph.add(
      { id: `target:${key}`, kind: 'target', name: key, type: 'Target', info: [], fields },
      rootId,
    );
    targets.set(key, id);
    return id;
  };
  for (const service of (status?.services ?? []).filter((candidate) => inFilter(candidate, filter))) {
    const cluster = clusterOf(service.cluster);
    const namespace = service.namespace ?? '';
    const workload = service.workloadDefinition;
    const componentId = graph.add(
      {
        id: `component:${cluster}/${namespace}/${service.name}`,
        kind: 'component',
        name: service.name,
        type: workload?.kind || undefined,
        health: healthOf(service.healthy),
        healthMessage: service.message || undefined,
        info: [],
        fields: [
          ['cluster', cluster],
          ['namespace', namespace],
        ],
        ...(workload?.kind && workload.apiVersion
          ? {
              resource: {
                name: service.name,
                kind: workload.kind,
                apiVersion: workload.apiVersion,
                namespace,
                cluster,
              },
            }
          : {}),
      },
      targetNode(cluster, namespace),
    );
    for (const trait of service.traits ?? []) {
      graph.add(
        {
          id: `trait:${cluster}/${namespace}/${service.name}/${trait.type}`,
          kind: 'trait',
          name: trait.type,
          type: 'Trait',
          health: healthOf(trait.healthy),
          healthMessage: trait.message || undefined,
          info: [],
          fields: [],
        },
        componentId,
      );
    }
  }
  return graph.model();
}
