/**
 * Views over one application in one namespace: its pods, endpoints, services and applied resources
 * (with or without the resource tree). An app that is not deployed there has none of them.
 */
import type { ServiceContext } from '../../context';
import { nowMs, podsOfWorkloads } from '../cluster';
import { findDeployment, revisionName } from '../deployments';
import { resourceObject } from '../kubeObjects';
import { resourceTree, resourceUid, resourcesOf, type SimResource } from '../resources';
import { endpointsOf } from '../services';
import { workloadsOf, type Workload } from '../workloads';
import { stringParam, type ReadScope, type ViewParams } from './viewInput';

interface AppScope {
  workloads: Workload[];
  revision: string;
}

function scopeOf(
  ctx: ServiceContext,
  params: ViewParams,
  filterByComponent: boolean,
  scope: ReadScope,
): AppScope {
  const deployment = findDeployment(ctx, stringParam(params, 'appName'), stringParam(params, 'appNs'));
  if (!deployment || !scope.readsApp(deployment.app)) return { workloads: [], revision: '' };
  const component = filterByComponent ? stringParam(params, 'name') : '';
  const cluster = stringParam(params, 'cluster');
  const clusterNs = stringParam(params, 'clusterNs');
  const workloads = workloadsOf(ctx, deployment).filter(
    (w) =>
      (!component || w.component.name === component) &&
      (!cluster || w.cluster === cluster) &&
      (!clusterNs || w.namespace === clusterNs),
  );
  return { workloads, revision: revisionName(deployment.app, deployment.revisionNumber) };
}

export function componentPodView(ctx: ServiceContext, params: ViewParams, scope: ReadScope): unknown {
  const { workloads } = scopeOf(ctx, params, true, scope);
  const podList = podsOfWorkloads(ctx, workloads).map((pod) => {
    const scheduled = pod.phase !== 'Pending' && pod.phase !== 'Unknown';
    return {
      cluster: pod.cluster,
      component: pod.component,
      workload: pod.workload,
      metadata: {
        name: pod.name,
        namespace: pod.namespace,
        creationTime: new Date(pod.createdAt).toISOString(),
        labels: pod.labels,
        version: { publishVersion: pod.publishVersion, deployVersion: pod.deployVersion },
      },
      status: {
        phase: pod.phase,
        ...(scheduled ? { podIP: pod.podIP, hostIP: pod.hostIP, nodeName: pod.nodeName } : {}),
      },
    };
  });
  return { podList };
}

export function serviceEndpointsView(ctx: ServiceContext, params: ViewParams, scope: ReadScope): unknown {
  return { endpoints: scopeOf(ctx, params, false, scope).workloads.flatMap(endpointsOf) };
}

export function serviceView(ctx: ServiceContext, params: ViewParams, scope: ReadScope): unknown {
  const services = scopeOf(ctx, params, false, scope)
    .workloads.flatMap(resourcesOf)
    .filter((resource) => resource.kind === 'Service')
    .map((resource) => resourceObject(resource, []));
  return { services };
}

function appliedResource(resource: SimResource, revision: string) {
  return {
    cluster: resource.cluster,
    component: resource.component,
    trait: resource.trait,
    kind: resource.kind,
    namespace: resource.namespace,
    name: resource.name,
    uid: resourceUid(resource),
    apiVersion: resource.apiVersion,
    resourceVersion: '1',
    deployVersion: resource.workload.deployVersion,
    publishVersion: resource.workload.publishVersion,
    revision,
    latest: true,
  };
}

export function appliedResourcesView(ctx: ServiceContext, params: ViewParams, scope: ReadScope): unknown {
  const { workloads, revision } = scopeOf(ctx, params, true, scope);
  return { resources: workloads.flatMap(resourcesOf).map((resource) => appliedResource(resource, revision)) };
}

export function resourceTreeView(ctx: ServiceContext, params: ViewParams, scope: ReadScope): unknown {
  const { workloads, revision } = scopeOf(ctx, params, true, scope);
  const pods = podsOfWorkloads(ctx, workloads);
  const now = nowMs(ctx);
  return {
    resources: workloads.flatMap(resourcesOf).map((resource) => ({
      ...appliedResource(resource, revision),
      resourceTree: resourceTree(resource, pods, now),
    })),
  };
}
