/**
 * The status of an addon's `addon-<name>` Application, as the real server reads it (facts §9): the
 * application's own status (services, applied resources, conditions, workflow) and `clusters`, one
 * key per cluster its resources were applied to. A runtime-cluster addon goes to the chosen clusters
 * (`args.clusters`), or to every cluster when none were chosen; any other addon stays on `local`.
 */
import type { Schemas, ServiceContext } from '../../context';
import type { AddonRecord } from '../../store/addonRecords';
import type { AddonPhase } from './phase';

type AppStatus = Schemas['common.AppStatus'];
type OnPhase = Exclude<AddonPhase, 'disabled'>;

const LOCAL_CLUSTER = 'local';
const ADDON_NAMESPACE = 'vela-system';

/** The resource each of an addon's components applies, in turn. */
const componentKinds = [
  { kind: 'Deployment', apiVersion: 'apps/v1', suffix: '' },
  { kind: 'Service', apiVersion: 'v1', suffix: '-service' },
  { kind: 'ConfigMap', apiVersion: 'v1', suffix: '-config' },
  { kind: 'ServiceAccount', apiVersion: 'v1', suffix: '-account' },
];

const appStatusOfPhase: Record<OnPhase, string> = {
  enabling: 'runningWorkflow',
  enabled: 'running',
  disabling: 'deleting',
};

export function addonApplicationName(addon: string): string {
  return `addon-${addon}`;
}

/** The clusters the addon's resources go to; only an addon that deploys to runtime clusters leaves `local`. */
export function addonClusters(
  ctx: ServiceContext,
  toRuntimeClusters: boolean,
  record: AddonRecord,
): string[] {
  if (!toRuntimeClusters) return [LOCAL_CLUSTER];
  const chosen = record.args.clusters;
  if (Array.isArray(chosen) && chosen.length > 0) return [...new Set(chosen.map(String))];
  return ctx.store.list('cluster', { order: 'newest' }).map((cluster) => cluster.name);
}

function condition(type: string, ok: boolean, since: string): Schemas['condition.Condition'] {
  return {
    type,
    status: ok ? 'True' : 'False',
    reason: ok ? 'Available' : 'Unavailable',
    lastTransitionTime: since,
  };
}

/** The Application's status after `applied` of its components have been applied (all of them once enabled). */
export function addonAppStatus(
  record: AddonRecord,
  clusters: readonly string[],
  phase: OnPhase,
  applied: number,
): AppStatus {
  const components = Array.from({ length: record.components }, (_, index) => {
    const shape = componentKinds[index % componentKinds.length];
    return { ...shape, name: `${record.name}${shape.suffix}`, ready: index < applied };
  });
  const placed = clusters.flatMap((cluster) => components.map((component) => ({ cluster, ...component })));
  const finished = phase === 'enabled';
  return {
    status: appStatusOfPhase[phase],
    services: placed.map(({ name, cluster, ready }) => ({
      name,
      namespace: ADDON_NAMESPACE,
      cluster,
      healthy: ready,
      message: ready ? '' : 'waiting for the resource to be applied',
    })),
    appliedResources: placed
      .filter(({ ready }) => ready)
      .map(({ kind, apiVersion, name, cluster }) => ({
        cluster,
        kind,
        apiVersion,
        name,
        namespace: ADDON_NAMESPACE,
        creator: 'workflow',
      })),
    conditions: [
      condition('Parsed', true, record.enabledAt),
      condition('Revision', true, record.enabledAt),
      condition('Policy', true, record.enabledAt),
      condition('Render', true, record.enabledAt),
      condition('WorkflowFinished', finished, record.enabledAt),
    ],
    workflow: {
      appRevision: `${addonApplicationName(record.name)}-v1`,
      mode: 'DAG',
      status: finished ? 'succeeded' : 'executing',
      finished,
      suspend: false,
      terminated: false,
      startTime: record.enabledAt,
    },
  };
}
