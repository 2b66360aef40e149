import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { can, permits } from '../http/access';
import { asBody, stringField, webAddressField, type Body } from '../http/body';
import { stringMap } from '../http/bodyExtras';
import {
  connectCluster,
  deleteCluster,
  detailCluster,
  listClusters,
  modifyCluster,
  type ClusterInput,
} from '../services/clusters/clusters';
import { createClusterNamespace } from '../services/clusters/namespaces';
import { queryString, readPaging } from '../services/paging';

type ClusterParams = { Params: { clusterName: string } };

function clusterInput(body: Body): ClusterInput {
  return {
    name: stringField(body, 'name'),
    alias: stringField(body, 'alias'),
    description: stringField(body, 'description'),
    icon: webAddressField(body, 'icon'),
    kubeConfig: stringField(body, 'kubeConfig'),
    kubeConfigSecret: stringField(body, 'kubeConfigSecret'),
    labels: stringMap(body, 'labels'),
    dashboardURL: webAddressField(body, 'dashboardURL'),
  };
}

/** Clusters joined through a kubeconfig, and namespaces in them. */
export function registerClusterRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const base = '/api/v1/clusters';
  const cluster = 'cluster:{clusterName}';

  app.get(base, can('list', cluster), async (request) =>
    listClusters(ctx, queryString(request.query, 'query'), readPaging(request.query)),
  );

  app.post(base, can('create', cluster), async (request) =>
    connectCluster(ctx, clusterInput(asBody(request.body))),
  );

  // A kubeconfig holds the cluster's credentials: only who may change the cluster reads it.
  app.get<ClusterParams>(`${base}/:clusterName`, can('detail', cluster), async (request) => {
    const detail = detailCluster(ctx, request.params.clusterName);
    if (permits(ctx, request, { action: 'update', resource: cluster })) return detail;
    return { ...detail, kubeConfig: '' };
  });

  app.put<ClusterParams>(`${base}/:clusterName`, can('update', cluster), async (request) =>
    modifyCluster(ctx, request.params.clusterName, clusterInput(asBody(request.body))),
  );

  app.delete<ClusterParams>(`${base}/:clusterName`, can('delete', cluster), async (request) =>
    deleteCluster(ctx, request.params.clusterName),
  );

  app.post<ClusterParams>(
    `${base}/:clusterName/namespaces`,
    can('create', `${cluster}/namespace:*`),
    async (request) =>
      createClusterNamespace(ctx, request.params.clusterName, stringField(asBody(request.body), 'namespace')),
  );
}
