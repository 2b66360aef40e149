/**
 * The simulated cloud provider: which providers exist, which keys it accepts and the Kubernetes
 * clusters an account owns. Only Alibaba Cloud (`aliyun`) is supported, as in the real server.
 */
import type { Schemas } from '../../context';
import { BusinessError } from '../../errors';
import { hexId, numberIn } from '../hash';

export type CloudCluster = Schemas['cloudprovider.CloudCluster'];

export interface AccessKeys {
  accessKeyID: string;
  accessKeySecret: string;
}

export const aliyun = 'aliyun';

/** 40000 for an unknown provider; 40013 when the provider rejects the keys (here: blank ones). */
export function checkCloudAccess(provider: string, keys: AccessKeys): void {
  if (provider !== aliyun) throw new BusinessError(40000);
  if (!keys.accessKeyID.trim() || !keys.accessKeySecret.trim()) throw new BusinessError(40013);
}

const regions = [
  { regionID: 'cn-hangzhou', zone: 'cn-hangzhou-h' },
  { regionID: 'cn-beijing', zone: 'cn-beijing-g' },
  { regionID: 'cn-shanghai', zone: 'cn-shanghai-e' },
  { regionID: 'cn-hongkong', zone: 'cn-hongkong-b' },
];

export function cloudClusterID(provider: string, name: string): string {
  return `c${hexId(`${provider}/${name}`, 32)}`;
}

export function toCloudCluster(name: string, zone: string, status: string, type: string): CloudCluster {
  const id = cloudClusterID(aliyun, name);
  const region = regions.find((candidate) => zone.startsWith(candidate.regionID)) ?? regions[0];
  const address = [
    47,
    numberIn(`${id}/b`, 90, 120),
    numberIn(`${id}/c`, 1, 254),
    numberIn(`${id}/d`, 1, 254),
  ];
  return {
    provider: aliyun,
    id,
    name,
    type,
    zone: zone || region.zone,
    zoneID: zone || region.zone,
    regionID: region.regionID,
    vpcID: `vpc-${hexId(`${id}/vpc`, 20)}`,
    labels: { 'ack.aliyun.com': id },
    status,
    apiServerURL: `https://${address.join('.')}:6443`,
    dashboardURL: `https://cs.console.aliyun.com/#/k8s/cluster/${id}/v2/info/overview`,
  };
}

/** The clusters every sandbox account already owns. */
export const accountClusters: CloudCluster[] = [
  toCloudCluster('ack-production', regions[0].zone, 'running', 'ManagedKubernetes'),
  toCloudCluster('ack-staging', regions[1].zone, 'running', 'ManagedKubernetes'),
  toCloudCluster('ack-edge', regions[2].zone, 'running', 'ManagedKubernetes'),
  toCloudCluster('ack-data', regions[3].zone, 'running', 'Kubernetes'),
  toCloudCluster('ack-sandbox', regions[0].zone, 'stopped', 'ManagedKubernetes'),
];
