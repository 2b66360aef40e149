/**
 * Rolling back: re-applying the Application of an earlier revision, either from the revision list
 * (the revision itself is left as it is) or from a workflow record (whose revision is then marked
 * `rollback`). Both start a new workflow run.
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import { applyManifest, deploymentOf } from '../../runtime/deployments';
import { withVersions } from './manifest';
import { startRun } from '../../runtime/runStart';
import { recordBase, syncRuns } from '../../runtime/runs';
import type { AppManifest } from '../../store/applicationRecords';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';
import { requireApp, requireEnv, requireRevision } from './lookups';
import { checkManifestPlacement } from './placementRules';
import { generateVersion } from './versions';

export type WorkflowRecordBase = Schemas['v1.WorkflowRecordBase'];

function workflowIdentity(ctx: ServiceContext, app: string, name: string): { name: string; alias: string } {
  return { name, alias: ctx.store.get('appWorkflow', scopedKey(app, name))?.alias ?? '' };
}

function runManifest(
  ctx: ServiceContext,
  app: string,
  envName: string,
  workflowName: string,
  manifest: AppManifest,
  deployVersion: string,
): Stored<'workflowRecord'> {
  const env = requireEnv(ctx, envName);
  const publishVersion = generateVersion(
    ctx,
    workflowName,
    (v) => !!ctx.store.get('workflowRecord', scopedKey(app, v)),
  );
  const versions = { deployVersion, publishVersion };
  const applied = withVersions(manifest, versions);
  checkManifestPlacement(ctx, requireApp(ctx, app).project, applied);
  applyManifest(ctx, app, envName, applied, versions);
  const workflow = workflowIdentity(ctx, app, workflowName);
  return startRun(ctx, {
    app,
    env,
    workflow,
    manifest: applied,
    revision: deployVersion,
    name: publishVersion,
  });
}

/** `POST …/revisions/{revision}/rollback`; 10028 when that revision is what the env runs now. */
export function rollbackToRevision(
  ctx: ServiceContext,
  app: string,
  version: string,
): { record: WorkflowRecordBase } {
  return ctx.store.transaction(() => {
    syncRuns(ctx, app);
    const revision = requireRevision(ctx, app, version);
    const deployment = deploymentOf(ctx, app, revision.envName);
    if (deployment?.live && deployment.deployVersion === version) throw new BusinessError(10028);
    const record = runManifest(ctx, app, revision.envName, revision.workflowName, revision.manifest, version);
    return { record: recordBase(record) };
  });
}

/** The newest complete revision of a workflow in its env (10017 when there is none). */
export function lastCompleteRevision(
  ctx: ServiceContext,
  app: string,
  workflow: Stored<'appWorkflow'>,
): string {
  const found = ctx.store
    .list('appRevision', {
      where: { app, status: 'complete', workflowName: workflow.name, envName: workflow.envName },
      order: 'newest',
    })
    .at(0);
  if (!found) throw new BusinessError(10017);
  return found.version;
}

/**
 * `GET …/records/{record}/rollback`: the env's Application gets the components and policies of the
 * target revision and runs its current workflow again.
 */
export function rollbackRecord(
  ctx: ServiceContext,
  app: string,
  workflow: Stored<'appWorkflow'>,
  record: Stored<'workflowRecord'>,
  deployment: Stored<'appDeployment'>,
  version: string,
): WorkflowRecordBase {
  return ctx.store.transaction(() => {
    const original = requireRevision(ctx, app, record.revision);
    const target = requireRevision(ctx, app, version);
    ctx.store.update('appRevision', scopedKey(app, original.version), {
      ...original,
      status: 'rollback',
      rollbackVersion: version,
    });
    const manifest: AppManifest = {
      ...deployment.manifest,
      spec: {
        ...deployment.manifest.spec,
        components: target.manifest.spec.components,
        policies: target.manifest.spec.policies,
      },
    };
    return recordBase(runManifest(ctx, app, workflow.envName, record.workflowName, manifest, version));
  });
}
