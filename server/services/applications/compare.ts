/**
 * Comparing an application's revision, its latest configuration and what an env runs (facts §5).
 */
import type { Schemas, ServiceContext } from '../../context';
import { invalidField } from '../../errors';
import { deploymentOf } from '../../runtime/deployments';
import { renderManifest, toYaml } from './manifest';
import type { AppManifest } from '../../store/applicationRecords';
import { scopedKey } from '../../store/records';
import { envWorkflowName } from './envWorkflows';
import { requireApp, workflowsOf } from './lookups';
import { revisionsOf } from './revisions';
import { lineDiff } from './lineDiff';

export type CompareResponse = Schemas['v1.AppCompareResponse'];
export type CompareRequest = Schemas['v1.AppCompareReq'];

function reduced(manifest: AppManifest): unknown {
  const byName = <T extends { name: string }>(items: T[]) =>
    [...items].sort((a, b) => a.name.localeCompare(b.name));
  return {
    apiVersion: manifest.apiVersion,
    kind: manifest.kind,
    metadata: { name: manifest.metadata.name, namespace: manifest.metadata.namespace },
    spec: {
      ...manifest.spec,
      components: byName(manifest.spec.components),
      policies: byName(manifest.spec.policies),
    },
  };
}

/** The application as the datastore would render it for an env now. */
export function latestManifest(
  ctx: ServiceContext,
  appName: string,
  envName: string,
): AppManifest | undefined {
  const app = requireApp(ctx, appName);
  const env = ctx.store.get('env', envName);
  const workflows = workflowsOf(ctx, appName).filter((w) => w.envName === envName);
  const workflow = workflows.find((w) => w.name === envWorkflowName(envName)) ?? workflows[0];
  if (!env || !workflow) return undefined;
  return renderManifest(ctx, app, workflow, env, { deployVersion: '', publishVersion: '' });
}

function runningManifest(ctx: ServiceContext, app: string, env: string): AppManifest | undefined {
  const deployment = deploymentOf(ctx, app, env);
  return deployment?.live ? deployment.manifest : undefined;
}

function revisionManifest(ctx: ServiceContext, app: string, version: string) {
  const revision = version ? ctx.store.get('appRevision', scopedKey(app, version)) : revisionsOf(ctx, app)[0];
  return revision ? { manifest: revision.manifest, env: revision.envName } : undefined;
}

function sides(ctx: ServiceContext, app: string, request: CompareRequest): [AppManifest?, AppManifest?] {
  if (request.compareLatestWithRunning) {
    const env = request.compareLatestWithRunning.env;
    return [runningManifest(ctx, app, env), latestManifest(ctx, app, env)];
  }
  const option = request.compareRevisionWithRunning ?? request.compareRevisionWithLatest;
  if (!option) throw invalidField('AppCompareReq', 'CompareRevisionWithRunning', 'required');
  const base = revisionManifest(ctx, app, option.revision ?? '');
  if (!base) return [undefined, undefined];
  const target = request.compareRevisionWithRunning
    ? runningManifest(ctx, app, base.env)
    : latestManifest(ctx, app, base.env);
  return [base.manifest, target];
}

export function compareApplication(
  ctx: ServiceContext,
  app: string,
  request: CompareRequest,
): CompareResponse {
  requireApp(ctx, app);
  const [base, target] = sides(ctx, app, request);
  const baseAppYAML = base ? toYaml(reduced(base)) : '';
  const targetAppYAML = target ? toYaml(reduced(target)) : '';
  if (!base || !target) return { isDiff: true, diffReport: '', baseAppYAML, targetAppYAML };
  const diffReport = lineDiff(baseAppYAML, targetAppYAML);
  return { isDiff: baseAppYAML !== targetAppYAML, diffReport, baseAppYAML, targetAppYAML };
}
