/**
 * Every route of the application and workflow area, and VelaQL.
 */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { registerComponentRoutes } from './applicationComponents';
import { registerEnvBindingRoutes } from './applicationEnvs';
import { registerPolicyRoutes, registerTriggerRoutes } from './applicationPolicies';
import { registerRevisionRoutes } from './applicationRevisions';
import { registerApplicationRoutes } from './applications';
import { registerOamApplicationRoutes } from './oamApplications';
import { registerQueryRoutes } from './query';
import { registerWorkflowRoutes } from './workflows';

export function registerDeliveryRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  registerApplicationRoutes(app, ctx);
  registerComponentRoutes(app, ctx);
  registerPolicyRoutes(app, ctx);
  registerTriggerRoutes(app, ctx);
  registerEnvBindingRoutes(app, ctx);
  registerRevisionRoutes(app, ctx);
  registerWorkflowRoutes(app, ctx);
  registerQueryRoutes(app, ctx);
  registerOamApplicationRoutes(app, ctx);
}
