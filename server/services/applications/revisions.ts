/**
 * Application revisions: one per deploy, holding the applied Application and how its run ended.
 */
import type { Schemas, ServiceContext } from '../../context';
import { syncRuns } from '../../runtime/runs';
import { toYaml } from './manifest';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';
import { pageOf, type Paging } from '../paging';
import { userNameAlias } from '../projectRecords';
import { requireApp, requireRevision } from './lookups';

export type RevisionBase = Schemas['v1.ApplicationRevisionBase'];
export type DetailRevisionResponse = Schemas['v1.DetailRevisionResponse'];

/** A revision is settled once its run has ended; only then may another deploy start without force. */
export const settledRevisionStatuses = ['complete', 'terminated', 'failure'];

export function toRevisionBase(ctx: ServiceContext, revision: Stored<'appRevision'>): RevisionBase {
  const base: RevisionBase = {
    version: revision.version,
    status: revision.status,
    reason: revision.reason,
    deployUser: userNameAlias(ctx, revision.deployUser),
    note: revision.note,
    envName: revision.envName,
    triggerType: revision.triggerType,
    workflowName: revision.workflowName,
    createTime: revision.createTime,
  };
  if (revision.codeInfo) base.codeInfo = revision.codeInfo;
  if (revision.imageInfo) base.imageInfo = revision.imageInfo;
  return base;
}

export function revisionsOf(ctx: ServiceContext, app: string, envName?: string): Stored<'appRevision'>[] {
  return ctx.store.list('appRevision', { where: envName ? { app, envName } : { app }, order: 'newest' });
}

export function listRevisions(
  ctx: ServiceContext,
  app: string,
  filter: { envName: string; status: string },
  paging: Paging,
): { revisions: RevisionBase[]; total: number } {
  requireApp(ctx, app);
  syncRuns(ctx, app);
  const matching = revisionsOf(ctx, app, filter.envName || undefined).filter(
    (revision) => !filter.status || revision.status === filter.status,
  );
  return { revisions: pageOf(matching, paging).map((r) => toRevisionBase(ctx, r)), total: matching.length };
}

export function detailRevision(ctx: ServiceContext, app: string, version: string): DetailRevisionResponse {
  syncRuns(ctx, app);
  const revision = requireRevision(ctx, app, version);
  const detail: DetailRevisionResponse = {
    ...toRevisionBase(ctx, revision),
    appPrimaryKey: app,
    applyAppConfig: toYaml(revision.manifest),
    revisionCRName: revision.revisionCRName,
    reason: revision.reason,
    deployUser: userNameAlias(ctx, revision.deployUser),
    updateTime: revision.updateTime,
  };
  if (revision.rollbackVersion) detail.rollbackVersion = revision.rollbackVersion;
  return detail;
}

/** The status that decides whether a deploy conflicts: a rollback counts as its target revision. */
export function effectiveStatus(ctx: ServiceContext, revision: Stored<'appRevision'>): string {
  if (revision.status === 'rollback' && revision.rollbackVersion) {
    return (
      ctx.store.get('appRevision', scopedKey(revision.app, revision.rollbackVersion))?.status ??
      revision.status
    );
  }
  return revision.status;
}
