/**
 * Buying a cloud cluster, as the simulated provider plays it: the real server starts a Terraform
 * configuration and reports its state. Here the state follows the sandbox clock: Initializing, then
 * ProvisioningAndChecking, then Available with a cluster id, each phase a few simulated steps long.
 * A bought cluster that is ready is listed with the account's own.
 */
import { secondsSince } from '../../clock';
import type { Schemas, ServiceContext } from '../../context';
import type { Stored } from '../../store/documentStore';
import { accountClusters, cloudClusterID, toCloudCluster, type CloudCluster } from './catalog';

export type CloudClusterCreation = Schemas['v1.CreateCloudClusterResponse'];

const provisioningSteps = 4;

function creationState(ctx: ServiceContext, creation: Stored<'cloudClusterCreation'>): string {
  const step = ctx.settings.runtimeStepSeconds;
  const elapsed = secondsSince(creation.createTime, ctx.now());
  if (elapsed >= step * (1 + provisioningSteps)) return 'Available';
  return elapsed >= step ? 'ProvisioningAndChecking' : 'Initializing';
}

export function creationStatus(
  ctx: ServiceContext,
  creation: Stored<'cloudClusterCreation'>,
): CloudClusterCreation {
  const status = creationState(ctx, creation);
  const clusterID = status === 'Available' ? cloudClusterID(creation.provider, creation.name) : '';
  return { clusterName: creation.name, clusterID, status };
}

/** Clusters bought through the sandbox that are ready, as the provider then lists them. */
function boughtClusters(ctx: ServiceContext, provider: string): CloudCluster[] {
  return ctx.store
    .list('cloudClusterCreation', { where: { provider } })
    .filter((creation) => creationState(ctx, creation) === 'Available')
    .map((creation) => toCloudCluster(creation.name, creation.zone, 'running', 'Kubernetes'));
}

/** The clusters the provider lists for an account: those it already owns, then those bought here. */
export function providerClusters(ctx: ServiceContext, provider: string): CloudCluster[] {
  return [...accountClusters, ...boughtClusters(ctx, provider)];
}
