/**
 * Policy and trigger routes of an application, and the public webhook.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import { can, currentUser, permits, publicRoute } from '../http/access';
import { requireApp } from '../services/applications/lookups';
import {
  createPolicy,
  deletePolicy,
  detailPolicy,
  listPolicies,
  updatePolicy,
} from '../services/applications/policies';
import {
  createTrigger,
  deleteTrigger,
  listTriggers,
  updateTrigger,
  type TriggerBase,
} from '../services/applications/triggers';
import { handleWebhook } from '../services/webhook/webhook';
import { queryString } from '../services/paging';
import { policyInput, triggerInput } from './applicationBodies';
import { appResource, type AppParams } from './applications';

type PolicyParams = { Params: { appName: string; policyName: string } };
type TriggerParams = { Params: { appName: string; token: string } };

export function registerPolicyRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const base = '/api/v1/applications/:appName/policies';
  const anyPolicy = `${appResource}/policy:*`;
  const policy = `${appResource}/policy:{policyName}`;

  app.get<AppParams>(base, can('list', anyPolicy), async (request) => {
    requireApp(ctx, request.params.appName);
    return listPolicies(ctx, request.params.appName);
  });

  app.post<AppParams>(base, can('create', anyPolicy), async (request) => {
    requireApp(ctx, request.params.appName);
    return createPolicy(ctx, request.params.appName, policyInput(request.body), currentUser(request).name);
  });

  app.get<PolicyParams>(`${base}/:policyName`, can('detail', policy), async (request) => {
    requireApp(ctx, request.params.appName);
    return detailPolicy(ctx, request.params.appName, request.params.policyName);
  });

  app.put<PolicyParams>(`${base}/:policyName`, can('update', policy), async (request) => {
    const { appName, policyName } = request.params;
    requireApp(ctx, appName);
    return updatePolicy(ctx, appName, policyName, policyInput(request.body, policyName));
  });

  app.delete<PolicyParams>(`${base}/:policyName`, can('delete', policy), async (request) => {
    requireApp(ctx, request.params.appName);
    const force = queryString(request.query, 'force') === 'true';
    deletePolicy(ctx, request.params.appName, request.params.policyName, force);
    return {};
  });
}

export function registerTriggerRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const base = '/api/v1/applications/:appName/triggers';
  const triggers = `${appResource}/trigger:*`;
  // A token deploys through the public webhook, so only those who may update the trigger see it
  // (the real server shows it to every reader).
  const tokenShownTo = (request: FastifyRequest) =>
    permits(ctx, request, { action: 'update', resource: triggers });
  const hideToken = (trigger: TriggerBase): TriggerBase => ({ ...trigger, token: '' });

  app.get<AppParams>(base, can('list', triggers), async (request) => {
    requireApp(ctx, request.params.appName);
    const list = listTriggers(ctx, request.params.appName);
    return tokenShownTo(request) ? list : { triggers: list.triggers.map(hideToken) };
  });

  app.post<AppParams>(base, can('create', triggers), async (request) => {
    requireApp(ctx, request.params.appName);
    const created = createTrigger(ctx, request.params.appName, triggerInput(request.body));
    return tokenShownTo(request) ? created : hideToken(created);
  });

  app.put<TriggerParams>(`${base}/:token`, can('update', triggers), async (request) => {
    requireApp(ctx, request.params.appName);
    const { name: _name, type: _type, ...update } = triggerInput(request.body);
    return updateTrigger(ctx, request.params.appName, request.params.token, update);
  });

  app.delete<TriggerParams>(`${base}/:token`, can('delete', triggers), async (request) => {
    requireApp(ctx, request.params.appName);
    deleteTrigger(ctx, request.params.appName, request.params.token);
    return {};
  });

  app.post<{ Params: { token: string } }>('/api/v1/webhook/:token', publicRoute, async (request) =>
    handleWebhook(ctx, {
      token: request.params.token,
      body: request.body,
      jfrogUrl: String(request.headers['x-jfrogurl'] ?? ''),
    }),
  );
}
