import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { can } from '../http/access';
import { asBody, stringField, webAddressField, type Body } from '../http/body';
import { numberField, stringMap } from '../http/bodyExtras';
import type { AccessKeys } from '../runtime/cloud/catalog';
import { connectCloudCluster, listCloudClusters } from '../services/clusters/cloudClusters';
import {
  cloudClusterCreationStatus,
  createCloudCluster,
  deleteCloudClusterCreation,
  listCloudClusterCreations,
} from '../services/clusters/cloudCreation';
import { readPaging } from '../services/paging';

type ProviderParams = { Params: { provider: string } };
type CreationParams = { Params: { provider: string; cloudClusterName: string } };

function accessKeys(body: Body): AccessKeys {
  return {
    accessKeyID: stringField(body, 'accessKeyID'),
    accessKeySecret: stringField(body, 'accessKeySecret'),
  };
}

/** Clusters of a cloud account: list, join, and buy new ones. All need `create` on clusters. */
export function registerCloudClusterRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const base = '/api/v1/clusters/cloud_clusters/:provider';
  const access = can('create', 'cluster:*');

  app.post<ProviderParams>(base, access, async (request) =>
    listCloudClusters(
      ctx,
      request.params.provider,
      accessKeys(asBody(request.body)),
      readPaging(request.query),
    ),
  );

  app.post<ProviderParams>(`${base}/connect`, access, async (request) => {
    const body = asBody(request.body);
    return connectCloudCluster(ctx, request.params.provider, {
      ...accessKeys(body),
      clusterID: stringField(body, 'clusterID'),
      name: stringField(body, 'name'),
      alias: stringField(body, 'alias'),
      description: stringField(body, 'description'),
      icon: webAddressField(body, 'icon'),
      labels: stringMap(body, 'labels'),
    });
  });

  app.post<ProviderParams>(`${base}/create`, access, async (request) => {
    const body = asBody(request.body);
    return createCloudCluster(ctx, request.params.provider, {
      ...accessKeys(body),
      name: stringField(body, 'name'),
      zone: stringField(body, 'zone'),
      workerNumber: numberField(body, 'workerNumber'),
      cpuCoresPerWorker: numberField(body, 'cpuCoresPerWorker'),
      memoryPerWorker: numberField(body, 'memoryPerWorker'),
    });
  });

  app.get<ProviderParams>(`${base}/creation`, access, async (request) =>
    listCloudClusterCreations(ctx, request.params.provider),
  );

  app.get<CreationParams>(`${base}/creation/:cloudClusterName`, access, async (request) =>
    cloudClusterCreationStatus(ctx, request.params.provider, request.params.cloudClusterName),
  );

  app.delete<CreationParams>(`${base}/creation/:cloudClusterName`, access, async (request) =>
    deleteCloudClusterCreation(ctx, request.params.provider, request.params.cloudClusterName),
  );
}
