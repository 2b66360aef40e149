/**
 * Views of cluster-wide objects: namespaces and storage classes for the pickers.
 */
import type { ServiceContext } from '../../context';
import { liveDeploymentsEverywhere } from '../cluster';
import { workloadsOf } from '../workloads';
import { listClusterNamespaces } from '../namespaces';
import { stringParam, type ReadScope, type ViewParams } from './viewInput';

/** Each namespace with the labels of the owners the caller may read. */
function namespaces(
  ctx: ServiceContext,
  cluster: string,
  scope: ReadScope,
): Map<string, Record<string, string>> {
  const found = new Map<string, Record<string, string>>();
  const add = (name: string, labels: Record<string, string> = {}) => {
    if (name) found.set(name, { ...found.get(name), ...labels });
  };
  if (scope.readsCluster(cluster)) for (const name of listClusterNamespaces(ctx, cluster)) add(name);
  if (cluster === 'local') {
    for (const project of ctx.store.list('project').filter((p) => scope.readsProject(p.name)))
      add(project.namespace);
    for (const env of ctx.store.list('env').filter((e) => scope.readsProject(e.project)))
      add(env.namespace, { 'namespace.oam.dev/env': env.name });
  }
  const targets = ctx.store
    .list('target')
    .filter((t) => t.cluster.clusterName === cluster && scope.readsProject(t.project));
  for (const target of targets) add(target.cluster.namespace, { 'namespace.oam.dev/target': target.name });
  for (const deployment of liveDeploymentsEverywhere(ctx).filter((d) => scope.readsApp(d.app))) {
    for (const workload of workloadsOf(ctx, deployment).filter((w) => w.cluster === cluster))
      add(workload.namespace);
  }
  return found;
}

function namespaceObjects(ctx: ServiceContext, cluster: string, scope: ReadScope): unknown[] {
  return [...namespaces(ctx, cluster, scope).entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, labels]) => ({
      apiVersion: 'v1',
      kind: 'Namespace',
      metadata: { name, labels: { 'kubernetes.io/metadata.name': name, ...labels } },
      status: { phase: 'Active' },
    }));
}

const storageClasses = [
  {
    apiVersion: 'storage.k8s.io/v1',
    kind: 'StorageClass',
    metadata: { name: 'standard', annotations: { 'storageclass.kubernetes.io/is-default-class': 'true' } },
    provisioner: 'rancher.io/local-path',
    reclaimPolicy: 'Delete',
    volumeBindingMode: 'WaitForFirstConsumer',
  },
];

export function resourceView(ctx: ServiceContext, params: ViewParams, scope: ReadScope): unknown {
  const type = stringParam(params, 'type');
  const cluster = stringParam(params, 'cluster') || 'local';
  const list =
    type === 'ns' ? namespaceObjects(ctx, cluster, scope) : type === 'storageClass' ? storageClasses : [];
  if (list.length === 0)
    return { error: `failed to list ${type} in namespace ${stringParam(params, 'namespace')}` };
  return { list };
}
