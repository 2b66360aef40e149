/**
 * Env binding routes of an application: bindings, per-env status, recycle and records.
 */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { can, currentUser } from '../http/access';
import { asBody, stringField } from '../http/body';
import {
  createEnvBinding,
  deleteEnvBinding,
  listEnvBindings,
  updateEnvBinding,
} from '../services/applications/envBindings';
import { recycleApplicationEnv } from '../services/applications/lifecycle';
import { requireApp, requireEnvBinding } from '../services/applications/lookups';
import { envStatus } from '../services/applications/status';
import { readPaging } from '../services/paging';
import { listEnvRecords } from '../services/workflows/records';
import { appResource, type AppParams } from './applications';

type EnvParams = { Params: { appName: string; envName: string } };

export function registerEnvBindingRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const base = '/api/v1/applications/:appName/envs';
  const one = `${base}/:envName`;
  const anyBinding = `${appResource}/envBinding:*`;
  const binding = `${appResource}/envBinding:{envName}`;

  /** The real server's path filter: the app, then its binding to the env (90004). */
  const requireBinding = (params: EnvParams['Params']) => {
    requireApp(ctx, params.appName);
    requireEnvBinding(ctx, params.appName, params.envName);
  };

  app.get<AppParams>(base, can('list', anyBinding), async (request) =>
    listEnvBindings(ctx, request.params.appName),
  );

  app.post<AppParams>(base, can('create', anyBinding), async (request) => {
    requireApp(ctx, request.params.appName);
    const name = stringField(asBody(request.body), 'name');
    return createEnvBinding(ctx, request.params.appName, name, currentUser(request).name);
  });

  app.put<EnvParams>(one, can('update', binding), async (request) => {
    requireBinding(request.params);
    return updateEnvBinding(ctx, request.params.appName, request.params.envName, currentUser(request).name);
  });

  app.delete<EnvParams>(one, can('delete', binding), async (request) => {
    requireBinding(request.params);
    deleteEnvBinding(ctx, request.params.appName, request.params.envName);
    return {};
  });

  app.get<EnvParams>(`${one}/status`, can('detail', binding), async (request) => {
    requireBinding(request.params);
    return envStatus(ctx, request.params.appName, request.params.envName);
  });

  app.post<EnvParams>(`${one}/recycle`, can('recycle', binding), async (request) => {
    requireBinding(request.params);
    recycleApplicationEnv(ctx, request.params.appName, request.params.envName);
    return {};
  });

  app.get<EnvParams>(`${one}/records`, can('list', `${binding}/record:*`), async (request) => {
    requireBinding(request.params);
    return listEnvRecords(ctx, request.params.appName, request.params.envName, readPaging(request.query));
  });
}
