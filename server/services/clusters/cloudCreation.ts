/**
 * Buying a cloud cluster: the real server starts a Terraform configuration and reports its state.
 * Here the state follows the sandbox clock: Initializing, then ProvisioningAndChecking, then
 * Available with a cluster id, each phase a few simulated steps long.
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';
import { secondsSince } from '../../clock';
import { checkName } from '../validation';
import {
  checkCloudAccess,
  cloudClusterID,
  toCloudCluster,
  type AccessKeys,
  type CloudCluster,
} from './cloudCatalog';

export type CloudClusterCreation = Schemas['v1.CreateCloudClusterResponse'];

export interface CreateCloudClusterInput extends AccessKeys {
  name: string;
  zone: string;
  workerNumber: number;
  cpuCoresPerWorker: number;
  memoryPerWorker: number;
}

const provisioningSteps = 4;

function creationState(ctx: ServiceContext, creation: Stored<'cloudClusterCreation'>): string {
  const step = ctx.settings.runtimeStepSeconds;
  const elapsed = secondsSince(creation.createTime, ctx.now());
  if (elapsed >= step * (1 + provisioningSteps)) return 'Available';
  return elapsed >= step ? 'ProvisioningAndChecking' : 'Initializing';
}

function toCreation(ctx: ServiceContext, creation: Stored<'cloudClusterCreation'>): CloudClusterCreation {
  const status = creationState(ctx, creation);
  const clusterID = status === 'Available' ? cloudClusterID(creation.provider, creation.name) : '';
  return { clusterName: creation.name, clusterID, status };
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
  return toCreation(ctx, creation);
}

export function listCloudClusterCreations(
  ctx: ServiceContext,
  provider: string,
): { creations: CloudClusterCreation[] } {
  const creations = ctx.store.list('cloudClusterCreation', { where: { provider } });
  return { creations: creations.map((creation) => toCreation(ctx, creation)) };
}

export function cloudClusterCreationStatus(
  ctx: ServiceContext,
  provider: string,
  name: string,
): CloudClusterCreation {
  return toCreation(ctx, requireCreation(ctx, provider, name));
}

/** Answers the state the creation had when it was removed. */
export function deleteCloudClusterCreation(
  ctx: ServiceContext,
  provider: string,
  name: string,
): CloudClusterCreation {
  const creation = requireCreation(ctx, provider, name);
  ctx.store.delete('cloudClusterCreation', scopedKey(provider, name));
  return toCreation(ctx, creation);
}

/** Clusters bought through the sandbox that are ready, as the provider then lists them. */
export function boughtClusters(ctx: ServiceContext, provider: string): CloudCluster[] {
  return ctx.store
    .list('cloudClusterCreation', { where: { provider } })
    .filter((creation) => creationState(ctx, creation) === 'Available')
    .map((creation) => toCloudCluster(creation.name, creation.zone, 'running', 'Kubernetes'));
}
