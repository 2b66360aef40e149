import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { registerCloudClusterRoutes } from './cloudClusters';
import { registerCloudShellRoutes } from './cloudshell';
import { registerClusterRoutes } from './clusters';
import { registerConfigRoutes } from './configs';
import { registerEnvRoutes } from './envs';
import { registerPayloadTypeRoutes } from './payloadTypes';
import { registerProjectConfigRoutes } from './projectConfigs';
import { registerRepositoryRoutes } from './repository';
import { registerTargetRoutes } from './targets';

/** Environments, targets, clusters, configs, repository helpers, cloud shell and payload types. */
export function registerPlatformResourceRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  registerEnvRoutes(app, ctx);
  registerTargetRoutes(app, ctx);
  registerClusterRoutes(app, ctx);
  registerCloudClusterRoutes(app, ctx);
  registerConfigRoutes(app, ctx);
  registerProjectConfigRoutes(app, ctx);
  registerRepositoryRoutes(app, ctx);
  registerCloudShellRoutes(app, ctx);
  registerPayloadTypeRoutes(app);
}
