/**
 * Buying a cloud cluster through the API: the request is checked and kept, and its state is the
 * simulated provider's (runtime/cloud/creation.ts).
 */
import type { ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import { checkCloudAccess, type AccessKeys } from '../../runtime/cloud/catalog';
import { creationStatus, type CloudClusterCreation } from '../../runtime/cloud/creation';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';
import { checkName } from '../validation';

export interface CreateCloudClusterInput extends AccessKeys {
  name: string;
  zone: string;
  workerNumber: number;
  cpuCoresPerWorker: number;
  memoryPerWorker: number;
}

function requireCreation(
  ctx: ServiceContext,
  provider: string,
  name: string,
): Stored<'cloudClusterCreation'> {
  const creation = ctx.store.get('cloudClusterCreation', scopedKey(provider, name));
  if (!creation) throw new BusinessError(40010);
  return creation;
}

export function createCloudCluster(
  ctx: ServiceContext,
  provider: string,
  input: CreateCloudClusterInput,
): CloudClusterCreation {
  checkName('CreateCloudClusterRequest', 'Name', input.name);
  checkCloudAccess(provider, input);
  const key = scopedKey(provider, input.name);
  if (ctx.store.get('cloudClusterCreation', key)) throw new BusinessError(40009);
  const { name, zone, workerNumber, cpuCoresPerWorker, memoryPerWorker } = input;
  const creation = ctx.store.insert('cloudClusterCreation', key, {
    provider,
    name,
    zone,
    workerNumber,
    cpuCoresPerWorker,
    memoryPerWorker,
  });
  return creationStatus(ctx, creation);
}

export function listCloudClusterCreations(
  ctx: ServiceContext,
  provider: string,
): { creations: CloudClusterCreation[] } {
  const creations = ctx.store.list('cloudClusterCreation', { where: { provider } });
  return { creations: creations.map((creation) => creationStatus(ctx, creation)) };
}

export function cloudClusterCreationStatus(
  ctx: ServiceContext,
  provider: string,
  name: string,
): CloudClusterCreation {
  return creationStatus(ctx, requireCreation(ctx, provider, name));
}

/** Answers the state the creation had when it was removed. */
export function deleteCloudClusterCreation(
  ctx: ServiceContext,
  provider: string,
  name: string,
): CloudClusterCreation {
  const creation = requireCreation(ctx, provider, name);
  ctx.store.delete('cloudClusterCreation', scopedKey(provider, name));
  return creationStatus(ctx, creation);
}
