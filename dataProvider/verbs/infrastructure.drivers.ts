import type { VerbDrivers } from './drivers';

const keys = { accessKeyID: 'id', accessKeySecret: 'secret' };

export const drivers: VerbDrivers = {
  listCloudClusters: (dp) => dp.listCloudClusters('aliyun', keys, { page: 1, pageSize: 10 }),
  connectCloudCluster: (dp) =>
    dp.connectCloudCluster('aliyun', { ...keys, clusterID: 'c1', name: 'c1', icon: '' }),
  createClusterNamespace: (dp) => dp.createClusterNamespace('local', 'x'),
  listClusterNamespaces: (dp) => dp.listClusterNamespaces('local'),
  listEnabledAddonNames: (dp) => dp.listEnabledAddonNames(),
  listRuntimeClusterAddonNames: (dp) => dp.listRuntimeClusterAddonNames(),
};
