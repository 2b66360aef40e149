/**
 * Listing an account's cloud clusters and joining one of them to the platform.
 */
import type { ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import { pageOf, type Paging } from '../paging';
import { checkAlias, checkName } from '../validation';
import { checkCloudAccess, type AccessKeys, type CloudCluster } from '../../runtime/cloud/catalog';
import { providerClusters } from '../../runtime/cloud/creation';
import { sampleKubeConfig } from '../../runtime/clusterInfo';
import type { ClusterBase } from './clusterViews';
import { connectCluster } from './clusters';

export interface ConnectCloudClusterInput extends AccessKeys {
  clusterID: string;
  name: string;
  alias: string;
  description: string;
  icon: string;
  labels: Record<string, string>;
}

export function listCloudClusters(
  ctx: ServiceContext,
  provider: string,
  keys: AccessKeys,
  paging: Paging,
): { clusters: CloudCluster[]; total: number } {
  checkCloudAccess(provider, keys);
  const all = providerClusters(ctx, provider);
  return { clusters: pageOf(all, paging), total: all.length };
}

export function connectCloudCluster(
  ctx: ServiceContext,
  provider: string,
  input: ConnectCloudClusterInput,
): ClusterBase {
  const struct = 'ConnectCloudClusterRequest';
  checkName(struct, 'Name', input.name);
  checkAlias(struct, 'Alias', input.alias);
  checkCloudAccess(provider, input);
  const cloud = providerClusters(ctx, provider).find((cluster) => cluster.id === input.clusterID);
  if (!cloud) throw new BusinessError(40005);
  const { name, alias, description, icon, labels } = input;
  const kubeConfig = sampleKubeConfig(name, cloud.apiServerURL);
  const cluster = {
    name,
    alias,
    description,
    icon,
    labels,
    kubeConfig,
    kubeConfigSecret: '',
    dashboardURL: '',
  };
  const providerInfo = {
    provider: cloud.provider,
    clusterID: cloud.id,
    clusterName: cloud.name,
    zone: cloud.zone,
    zoneID: cloud.zoneID,
    regionID: cloud.regionID,
    vpcID: cloud.vpcID,
    labels: cloud.labels,
  };
  return connectCluster(ctx, cluster, { provider: providerInfo, dashboardURL: cloud.dashboardURL });
}
