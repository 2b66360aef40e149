/**
 * Status of an application per env, and its statistics.
 */
import type { Schemas, ServiceContext } from '../../context';
import { appStatusOf } from '../../runtime/appStatus';
import { deploymentOf, liveDeployments } from '../../runtime/deployments';
import { requireApp, requireEnvBinding } from './lookups';

export type ApplicationStatusResponse = Schemas['v1.ApplicationStatusResponse'];

/**
 * The real server answers `status: null` for an env never deployed; the contract declares an object,
 * so the sandbox answers an empty status object instead.
 */
export function envStatus(ctx: ServiceContext, app: string, envName: string): ApplicationStatusResponse {
  requireEnvBinding(ctx, app, envName);
  const deployment = deploymentOf(ctx, app, envName);
  return { envName, status: deployment?.live ? appStatusOf(ctx, deployment) : {} };
}

export function allEnvStatus(ctx: ServiceContext, app: string): { status: ApplicationStatusResponse[] } {
  requireApp(ctx, app);
  return {
    status: liveDeployments(ctx, app).map((deployment) => ({
      envName: deployment.env,
      status: appStatusOf(ctx, deployment),
    })),
  };
}
