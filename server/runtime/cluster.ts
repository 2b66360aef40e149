/**
 * Read access to the simulated clusters: which there are, and the workloads and pods of one deployment
 * or of all of them.
 */
import type { ServiceContext } from '../context';
import type { Stored } from '../store/documentStore';
import type { KnownCluster } from './namedPlaces';
import { podsOf, type SimPod } from './pods';
import { workloadsOf, type Workload } from './workloads';

export function nowMs(ctx: ServiceContext): number {
  return ctx.now().getTime();
}

export function podsOfWorkloads(ctx: ServiceContext, workloads: Workload[]): SimPod[] {
  const now = nowMs(ctx);
  return workloads.flatMap((workload) => podsOf(workload, now, ctx.settings.runtimeStepSeconds));
}

export function knownClusters(ctx: ServiceContext): KnownCluster[] {
  return ctx.store.list('cluster').map((cluster) => ({ name: cluster.name, labels: cluster.labels }));
}

export function liveDeploymentsEverywhere(ctx: ServiceContext): Stored<'appDeployment'>[] {
  return ctx.store.list('appDeployment', { where: { live: true } });
}

export function allWorkloads(ctx: ServiceContext): Workload[] {
  return liveDeploymentsEverywhere(ctx).flatMap((deployment) => workloadsOf(ctx, deployment));
}

/** `visible` limits the search to the workloads a caller may see. */
export function findPod(
  ctx: ServiceContext,
  place: { cluster: string; namespace: string; name: string },
  visible: (workload: Workload) => boolean,
): SimPod | undefined {
  const { cluster, namespace, name } = place;
  const candidates = allWorkloads(ctx).filter(
    (w) => w.cluster === cluster && w.namespace === namespace && visible(w),
  );
  return podsOfWorkloads(ctx, candidates).find((pod) => pod.name === name);
}
