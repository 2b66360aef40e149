/**
 * Look-ups of an application and its parts, each failing with the business code the real server's
 * path filters use.
 */
import type { ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';

export function requireApp(ctx: ServiceContext, name: string): Stored<'application'> {
  const app = ctx.store.get('application', name);
  if (!app) throw new BusinessError(10012);
  return app;
}

export function requireComponent(ctx: ServiceContext, app: string, name: string): Stored<'appComponent'> {
  const component = ctx.store.get('appComponent', scopedKey(app, name));
  if (!component) throw new BusinessError(10008);
  return component;
}

export function requirePolicy(ctx: ServiceContext, app: string, name: string): Stored<'appPolicy'> {
  const policy = ctx.store.get('appPolicy', scopedKey(app, name));
  if (!policy) throw new BusinessError(10010);
  return policy;
}

export function requireWorkflow(ctx: ServiceContext, app: string, name: string): Stored<'appWorkflow'> {
  const workflow = ctx.store.get('appWorkflow', scopedKey(app, name));
  if (!workflow) throw new BusinessError(20002);
  return workflow;
}

export function requireEnvBinding(ctx: ServiceContext, app: string, env: string): Stored<'envBinding'> {
  const binding = ctx.store.get('envBinding', scopedKey(app, env));
  if (!binding) throw new BusinessError(90004);
  return binding;
}

export function requireEnv(ctx: ServiceContext, name: string): Stored<'env'> {
  const env = ctx.store.get('env', name);
  if (!env) throw new BusinessError(11002);
  return env;
}

export function requireRevision(ctx: ServiceContext, app: string, version: string): Stored<'appRevision'> {
  const revision = ctx.store.get('appRevision', scopedKey(app, version));
  if (!revision) throw new BusinessError(10018);
  return revision;
}

export function componentsOf(ctx: ServiceContext, app: string): Stored<'appComponent'>[] {
  return ctx.store.list('appComponent', { where: { app } });
}

export function policiesOf(ctx: ServiceContext, app: string): Stored<'appPolicy'>[] {
  return ctx.store.list('appPolicy', { where: { app } });
}

export function workflowsOf(ctx: ServiceContext, app: string): Stored<'appWorkflow'>[] {
  return ctx.store.list('appWorkflow', { where: { app } });
}

export function bindingsOf(ctx: ServiceContext, app: string): Stored<'envBinding'>[] {
  return ctx.store.list('envBinding', { where: { app } });
}
