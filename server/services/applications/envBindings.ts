/**
 * Env bindings of an application: binding an env generates its workflow and topology policies;
 * unbinding is refused while the app is deployed there (10020).
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import { isDeployed } from '../../runtime/deployments';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';
import { createEnvWorkflow, envWorkflowName, syncEnvWorkflow } from './envWorkflows';
import { bindingsOf, requireApp, requireEnv } from './lookups';

export type EnvBindingBase = Schemas['v1.EnvBindingBase'];

export function toEnvBindingBase(ctx: ServiceContext, binding: Stored<'envBinding'>): EnvBindingBase {
  const env = ctx.store.get('env', binding.name);
  const targets = (env?.targets ?? []).flatMap((name) => {
    const target = ctx.store.get('target', name);
    return target ? [{ name: target.name, alias: target.alias, cluster: target.cluster }] : [];
  });
  const workflowName = envWorkflowName(binding.name);
  return {
    name: binding.name,
    alias: env?.alias ?? '',
    description: env?.description ?? '',
    targetNames: targets.map((target) => target.name),
    targets,
    appDeployName: binding.appDeployName,
    appDeployNamespace: env?.namespace ?? '',
    workflow: {
      name: workflowName,
      alias: ctx.store.get('appWorkflow', scopedKey(binding.app, workflowName))?.alias ?? '',
    },
    createTime: binding.createTime,
    updateTime: binding.updateTime,
  };
}

export function listEnvBindings(ctx: ServiceContext, app: string): { envBindings: EnvBindingBase[] } {
  requireApp(ctx, app);
  return { envBindings: bindingsOf(ctx, app).map((binding) => toEnvBindingBase(ctx, binding)) };
}

export function createEnvBinding(
  ctx: ServiceContext,
  app: string,
  envName: string,
  creator: string,
): EnvBindingBase {
  return ctx.store.transaction(() => {
    if (ctx.store.get('envBinding', scopedKey(app, envName))) throw new BusinessError(90005);
    const env = requireEnv(ctx, envName);
    // Another project's env would let the app deploy into that project's targets.
    if (env.project !== requireApp(ctx, app).project) throw new BusinessError(11002);
    createEnvWorkflow(ctx, app, env, false, creator);
    const binding = ctx.store.insert('envBinding', scopedKey(app, envName), {
      app,
      name: envName,
      appDeployName: app,
    });
    return toEnvBindingBase(ctx, binding);
  });
}

/** Regenerates the env workflow after the env's targets changed. */
export function updateEnvBinding(
  ctx: ServiceContext,
  app: string,
  envName: string,
  creator: string,
): EnvBindingBase {
  return ctx.store.transaction(() => {
    const binding = ctx.store.get('envBinding', scopedKey(app, envName));
    if (!binding) throw new BusinessError(90003);
    syncEnvWorkflow(ctx, app, requireEnv(ctx, envName), creator);
    return toEnvBindingBase(ctx, ctx.store.update('envBinding', scopedKey(app, envName), binding));
  });
}

export function deleteEnvBinding(ctx: ServiceContext, app: string, envName: string): void {
  ctx.store.transaction(() => {
    if (!ctx.store.get('envBinding', scopedKey(app, envName))) throw new BusinessError(90003);
    if (isDeployed(ctx, app, envName)) throw new BusinessError(10020);
    const workflowName = envWorkflowName(envName);
    ctx.store.deleteWhere('workflowRecord', { app, workflowName });
    ctx.store.delete('appWorkflow', scopedKey(app, workflowName));
    ctx.store.deleteWhere('appPolicy', { app, envName });
    ctx.store.delete('envBinding', scopedKey(app, envName));
  });
}
