/**
 * Views of cluster-wide objects: namespaces and storage classes for the pickers.
 */
import type { ServiceContext } from '../../context';
import { liveDeploymentsEverywhere } from '../../runtime/cluster';
import { workloadsOf } from '../../runtime/workloads';
import { listClusterNamespaces } from '../clusters/namespaces';
import { stringParam, type QueryValue } from './parse';

type Params = Record<string, QueryValue>;

function namespaces(ctx: ServiceContext, cluster: string): Map<string, Record<string, string>> {
  const found = new Map<string, Record<string, string>>();
  const add = (name: string, labels: Record<string, string> = {}) => {
    if (name) found.set(name, { ...found.get(name), ...labels });
  };
  for (const name of listClusterNamespaces(ctx, cluster)) add(name);
  if (cluster === 'local') {
    for (const project of ctx.store.list('project')) add(project.namespace);
    for (const env of ctx.store.list('env')) add(env.namespace, { 'namespace.oam.dev/env': env.name });
  }
  for (const target of ctx.store.list('target').filter((t) => t.cluster.clusterName === cluster)) {
    add(target.cluster.namespace, { 'namespace.oam.dev/target': target.name });
  }
  for (const deployment of liveDeploymentsEverywhere(ctx)) {
    for (const workload of workloadsOf(ctx, deployment).filter((w) => w.cluster === cluster))
      add(workload.namespace);
  }
  return found;
}

function namespaceObjects(ctx: ServiceContext, cluster: string): unknown[] {
  return [...namespaces(ctx, cluster).entries()]
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

export function resourceView(ctx: ServiceContext, params: Params): unknown {
  const type = stringParam(params, 'type');
  const cluster = stringParam(params, 'cluster') || 'local';
  const list = type === 'ns' ? namespaceObjects(ctx, cluster) : type === 'storageClass' ? storageClasses : [];
  if (list.length === 0)
    return { error: `failed to list ${type} in namespace ${stringParam(params, 'namespace')}` };
  return { list };
}
