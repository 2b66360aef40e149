/**
 * The simulated Application CR of an app in one env: whether it exists, its generation and revision
 * counter, and the spec that was applied last.
 */
import type { ServiceContext } from '../context';
import { timestamp } from '../context';
import type { AppManifest } from '../store/applicationRecords';
import type { Stored } from '../store/documentStore';
import { scopedKey } from '../store/records';
import { localCluster } from './namedPlaces';
import { ensureClusterNamespace } from './namespaces';

export function deploymentOf(
  ctx: ServiceContext,
  app: string,
  env: string,
): Stored<'appDeployment'> | undefined {
  return ctx.store.get('appDeployment', scopedKey(app, env));
}

export function isDeployed(ctx: ServiceContext, app: string, env: string): boolean {
  return deploymentOf(ctx, app, env)?.live ?? false;
}

export function liveDeployments(ctx: ServiceContext, app: string): Stored<'appDeployment'>[] {
  return ctx.store.list('appDeployment', { where: { app, live: true } });
}

/** The deployment whose CR has this name in this namespace (how VelaQL views address an app). */
export function findDeployment(
  ctx: ServiceContext,
  name: string,
  namespace: string,
): Stored<'appDeployment'> | undefined {
  return ctx.store.list('appDeployment', { where: { name, namespace, live: true } })[0];
}

export function revisionName(app: string, revisionNumber: number): string {
  return `${app}-v${revisionNumber}`;
}

/**
 * Creates or updates the CR (and its namespace); every apply is a new generation and a new KubeVela
 * revision.
 */
export function applyManifest(
  ctx: ServiceContext,
  app: string,
  env: string,
  manifest: AppManifest,
  versions: { deployVersion: string; publishVersion: string },
): Stored<'appDeployment'> {
  ensureClusterNamespace(ctx, localCluster, manifest.metadata.namespace);
  const key = scopedKey(app, env);
  const current = ctx.store.get('appDeployment', key);
  const body = {
    app,
    env,
    name: manifest.metadata.name,
    namespace: manifest.metadata.namespace,
    live: true,
    generation: (current?.generation ?? 0) + 1,
    revisionNumber: (current?.revisionNumber ?? 0) + 1,
    deployVersion: versions.deployVersion,
    publishVersion: versions.publishVersion,
    manifest,
    recycledAt: current?.recycledAt ?? '',
  };
  return current
    ? ctx.store.update('appDeployment', key, body)
    : ctx.store.insert('appDeployment', key, body);
}

/** Deleting the CR removes everything it applied. */
export function removeDeployment(ctx: ServiceContext, app: string, env: string): void {
  const current = deploymentOf(ctx, app, env);
  if (!current) return;
  ctx.store.update('appDeployment', scopedKey(app, env), {
    ...current,
    live: false,
    recycledAt: timestamp(ctx),
  });
}
