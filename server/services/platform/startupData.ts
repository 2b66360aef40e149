/**
 * Data ensured at every start (facts §4): the local cluster, the platform's permissions and admin
 * role, and the system info. The demo data is seeded on top of it by server/demo/seed.ts.
 */
import type { ServiceContext } from '../../context';
import { adminRoleSeed, platformPermissionSeeds } from '../rbac/defaults';
import { createPermission, listPermissionRecords } from '../rbac/permissions';
import { createRole } from '../rbac/roles';
import { systemInfoRecord } from '../systemInfo';

/** Sorts first in newest-first cluster lists, as in the real server. */
const localClusterCreateTime = '2999-01-01T00:00:00.000Z';

function ensureLocalCluster(ctx: ServiceContext): void {
  if (ctx.store.get('cluster', 'local')) return;
  ctx.store.insert(
    'cluster',
    'local',
    {
      name: 'local',
      alias: 'Local Cluster',
      description: 'The hub manage cluster where KubeVela runs on.',
      status: 'Healthy',
      apiServerURL: 'https://kubernetes.default.svc',
      labels: {},
    },
    localClusterCreateTime,
  );
}

function ensurePlatformRbac(ctx: ServiceContext): void {
  if (listPermissionRecords(ctx, '').length > 0) return;
  for (const seed of platformPermissionSeeds) createPermission(ctx, '', seed);
  createRole(ctx, '', adminRoleSeed);
}

function moveOrphanTargetsToDefault(ctx: ServiceContext): void {
  for (const target of ctx.store.list('target', { where: { project: '' } })) {
    ctx.store.update('target', target.name, { ...target, project: 'default' });
  }
}

export function ensureStartupData(ctx: ServiceContext): void {
  ctx.store.transaction(() => {
    ensureLocalCluster(ctx);
    ensurePlatformRbac(ctx);
    moveOrphanTargetsToDefault(ctx);
    systemInfoRecord(ctx);
  });
}
