/**
 * Data ensured at every start (facts §4), and the demo accounts. Demo data goes through the same
 * service functions as requests, so it is always what a user could have created.
 */
import type { ServiceContext } from '../context';
import { initAdmin } from './auth';
import { seedDemoWorld } from './demo/seed';
import { addProjectUser } from './projectMembers';
import { adminRoleSeed, platformPermissionSeeds } from './rbac/defaults';
import { createPermission, listPermissionRecords } from './rbac/permissions';
import { createRole } from './rbac/roles';
import { systemInfoRecord } from './systemInfo';
import { createUser } from './users';

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

export const demoUsers = [
  { name: 'alice', alias: 'Alice', email: 'alice@example.com', projectRole: 'app-developer' },
  { name: 'bob', alias: 'Bob', email: 'bob@example.com', projectRole: 'project-viewer' },
] as const;

/**
 * On a platform without users: the administrator as `init_admin` makes it, alice and bob, then the
 * demo teams, clusters, applications, pipelines and addons.
 */
export function seedDemoData(ctx: ServiceContext): void {
  if (ctx.store.count('user') > 0) return;
  const password = ctx.settings.adminPassword;
  ctx.store.transaction(() => {
    initAdmin(ctx, { name: 'admin', email: 'admin@example.com', password });
    for (const user of demoUsers) {
      createUser(ctx, { name: user.name, alias: user.alias, email: user.email, password, roles: [] });
      addProjectUser(ctx, 'default', { userName: user.name, userRoles: [user.projectRole] });
    }
    seedDemoWorld(ctx, 'admin');
  });
}

export function seedDatabase(ctx: ServiceContext, demo: boolean): void {
  ensureStartupData(ctx);
  if (demo) seedDemoData(ctx);
}
