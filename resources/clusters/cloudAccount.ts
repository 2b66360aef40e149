import type { components } from '../../contract/api';

/** The cloud account a cluster is connected from; the keys stay in memory, never in the address. */
export interface CloudAccount {
  provider: string;
  keys: components['schemas']['v1.AccessKeyRequest'];
  firstPage: components['schemas']['v1.ListCloudClusterResponse'];
}

/** The page size of the account's cluster table (specification §9: 10). */
export const CLOUD_PAGE_SIZE = 10;

/** The cluster name a cloud cluster gets: the first 16 characters of its ID (specification §9). */
export const cloudClusterName = (id: string) => id.substring(0, 16);
