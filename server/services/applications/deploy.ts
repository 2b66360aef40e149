/**
 * Deploying an application to the env of a workflow (facts §5 "Deploy"): a new revision, the
 * Application CR applied, and a workflow run that the runtime simulator then plays.
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import { applyManifest, revisionName } from '../../runtime/deployments';
import { renderManifest } from './manifest';
import { startRun } from '../../runtime/runStart';
import { recordBase, syncRuns } from '../../runtime/runs';
import type { CodeInfo, ImageInfo } from '../../store/applicationRecords';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';
import { sourceOfTruthLabel } from './applications';
import {
  componentsOf,
  requireApp,
  requireEnv,
  requireEnvBinding,
  requireWorkflow,
  workflowsOf,
} from './lookups';
import { effectiveStatus, revisionsOf, settledRevisionStatuses, toRevisionBase } from './revisions';
import { checkManifestPlacement } from './placementRules';
import { generateVersion } from './versions';

export type DeployResponse = Schemas['v1.ApplicationDeployResponse'];

export interface DeployInput {
  workflowName: string;
  note: string;
  triggerType: string;
  force: boolean;
  codeInfo?: CodeInfo;
  imageInfo?: ImageInfo;
}

export function defaultWorkflow(ctx: ServiceContext, app: string): Stored<'appWorkflow'> {
  const found = workflowsOf(ctx, app).find((workflow) => workflow.default);
  if (!found) throw new BusinessError(20004);
  return found;
}

function checkConflict(ctx: ServiceContext, app: string, env: string): void {
  const newest = revisionsOf(ctx, app, env)[0];
  if (newest && !settledRevisionStatuses.includes(effectiveStatus(ctx, newest)))
    throw new BusinessError(10004);
}

/** Other runs of this env still marked running lose to the new deploy. */
function terminateRunningRevisions(ctx: ServiceContext, app: string, env: string): void {
  for (const revision of revisionsOf(ctx, app, env).filter((r) => r.status === 'running')) {
    ctx.store.update('appRevision', scopedKey(app, revision.version), { ...revision, status: 'terminated' });
  }
}

function markDeployedFromConsole(ctx: ServiceContext, app: Stored<'application'>): void {
  if (app.labels[sourceOfTruthLabel]) return;
  ctx.store.update('application', app.name, {
    ...app,
    labels: { ...app.labels, [sourceOfTruthLabel]: 'from-velaux' },
  });
}

export function deployApplication(
  ctx: ServiceContext,
  appName: string,
  input: DeployInput,
  user: string,
): DeployResponse {
  return ctx.store.transaction(() => {
    const app = requireApp(ctx, appName);
    const workflow = input.workflowName
      ? requireWorkflow(ctx, appName, input.workflowName)
      : defaultWorkflow(ctx, appName);
    const env = requireEnv(ctx, workflow.envName);
    requireEnvBinding(ctx, appName, env.name);
    if (componentsOf(ctx, appName).length === 0) throw new BusinessError(10006);
    syncRuns(ctx, appName);
    if (!input.force) checkConflict(ctx, appName, env.name);
    const version = generateVersion(ctx, '', (v) => !!ctx.store.get('appRevision', scopedKey(appName, v)));
    const publishVersion = generateVersion(
      ctx,
      input.workflowName ? workflow.name : '',
      (v) => !!ctx.store.get('workflowRecord', scopedKey(appName, v)),
    );
    const versions = { deployVersion: version, publishVersion };
    const manifest = renderManifest(ctx, app, workflow, env, versions);
    checkManifestPlacement(ctx, app.project, manifest);
    terminateRunningRevisions(ctx, appName, env.name);
    const deployment = applyManifest(ctx, appName, env.name, manifest, versions);
    const revision = ctx.store.insert('appRevision', scopedKey(appName, version), {
      app: appName,
      version,
      status: 'init',
      reason: '',
      note: input.note,
      triggerType: input.triggerType,
      workflowName: workflow.name,
      envName: env.name,
      deployUser: user,
      ...(input.codeInfo ? { codeInfo: input.codeInfo } : {}),
      ...(input.imageInfo ? { imageInfo: input.imageInfo } : {}),
      revisionCRName: revisionName(appName, deployment.revisionNumber),
      manifest,
    });
    const record = startRun(ctx, {
      app: appName,
      env,
      workflow,
      manifest,
      revision: version,
      name: publishVersion,
    });
    const running = ctx.store.update('appRevision', scopedKey(appName, version), {
      ...revision,
      status: 'running',
    });
    markDeployedFromConsole(ctx, app);
    return { ...toRevisionBase(ctx, running), record: recordBase(record) };
  });
}
