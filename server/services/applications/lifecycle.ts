/**
 * Taking an application down: recycling it from an env, and deleting it once no env runs it.
 */
import type { ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import { liveDeployments, removeDeployment } from '../../runtime/deployments';
import { stopRun, syncRuns } from '../../runtime/runs';
import { scopedKey } from '../../store/records';
import { requireApp, requireEnvBinding } from './lookups';

/** Deletes the env's Application; every running revision and unfinished run of the app is terminated. */
export function recycleApplicationEnv(ctx: ServiceContext, app: string, envName: string): void {
  ctx.store.transaction(() => {
    requireEnvBinding(ctx, app, envName);
    syncRuns(ctx, app);
    removeDeployment(ctx, app, envName);
    for (const revision of ctx.store.list('appRevision', { where: { app, status: 'running' } })) {
      ctx.store.update('appRevision', scopedKey(app, revision.version), {
        ...revision,
        status: 'terminated',
      });
    }
    for (const record of ctx.store.list('workflowRecord', { where: { app, finished: false } })) {
      stopRun(ctx, record, 'recycled');
    }
  });
}

const partsOfApplication = [
  'workflowRecord',
  'appWorkflow',
  'appComponent',
  'appPolicy',
  'appRevision',
  'appTrigger',
  'envBinding',
  'appDeployment',
] as const;

export function deleteApplication(ctx: ServiceContext, app: string): void {
  ctx.store.transaction(() => {
    requireApp(ctx, app);
    if (liveDeployments(ctx, app).length > 0) throw new BusinessError(10019);
    purgeApplication(ctx, app);
  });
}

/** Forgets the application and all of its parts, running or not: it is gone from the cluster already. */
export function purgeApplication(ctx: ServiceContext, app: string): void {
  ctx.store.transaction(() => {
    for (const kind of partsOfApplication) ctx.store.deleteWhere(kind, { app });
    ctx.store.delete('application', app);
  });
}
